import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The sunrise group, computed on the host (astronomy-engine; IANA zones from moment-timezone). */
export const sunrisePlugin = definePlugin({
  group: 'sunrise',
  search: { vocabulary },
  operations,
})
