import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The security group: vulnerability, threat-intelligence and exposure checks, one line per operation. */
export const securityPlugin = definePlugin({
  group: 'security',
  search: { vocabulary },
  operations,
})
