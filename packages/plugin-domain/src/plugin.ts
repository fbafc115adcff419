import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import ctLogs from './operations/ct-logs.ts'
import emailSecurity from './operations/email-security.ts'
import intel from './operations/intel.ts'
import whois from './operations/whois.ts'
import { vocabulary } from './vocabulary.ts'

/** The domain group: registration over RDAP (IANA bootstrap, then the registry), CT logs (crt.sh), DNS through @svc/plugin-dns. */
export const domainPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'domain',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    whois, // GET /api/domain/whois  0.0025  IANA RDAP bootstrap, then the registry's RDAP server
    ctLogs, // GET /api/domain/ct-logs  0.0054  crt.sh JSON
    emailSecurity, // GET /api/domain/email-security  0.0045  DNS (settings.dns)
    intel, // GET /api/domain/intel  0.012  composite: domain.whois, DNS, domain.ct-logs, tls.cert-info
  ],
})
