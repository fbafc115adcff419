import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import ctLogs from './operations/ct-logs.ts'
import emailSecurity from './operations/email-security.ts'
import intel from './operations/intel.ts'
import whois from './operations/whois.ts'
import { vocabulary } from './vocabulary.ts'

/** The domain group: registration over RDAP (IANA bootstrap, then the registry), CT logs (crt.sh), DNS through @svc/plugin-dns. */
export const domainPlugin = definePlugin({
  examples,
  group: 'domain',
  search: { vocabulary },
  operations: [
    whois,
    ctLogs,
    emailSecurity,
    intel,
  ],
})
