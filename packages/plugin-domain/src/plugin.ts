import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import whois from './operations/whois.ts'
import { vocabulary } from './vocabulary.ts'

/** The domain group: registration over RDAP (IANA bootstrap, then the registry), CT logs (crt.sh), DNS through @svc/plugin-dns. */
export const domainPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'domain',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    whois, // GET /api/domain/whois  0.0025  IANA RDAP bootstrap, then the registry's RDAP server
  ],
})
