import { definePlugin } from '@svc/core'
import { liveDesignations } from './rdap/live-designations.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The security group: vulnerability, threat-intelligence and exposure checks, one line per operation. */
export const securityPlugin = definePlugin({
  group: 'security',
  search: { vocabulary },
  operations,
  // IANA's RDAP bootstrap, read at start and daily, for the registry table ip-block and ip-reputation check before payment.
  lifecycle: liveDesignations(),
})
