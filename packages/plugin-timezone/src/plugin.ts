import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The timezone group, answered from the tz database and zone boundaries shipped in npm packages. */
export const timezonePlugin = definePlugin({
  group: 'timezone',
  search: { vocabulary },
  operations,
})
