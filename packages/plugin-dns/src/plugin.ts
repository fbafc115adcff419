import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The dns group: answered by the resolver the host is configured with (settings.dns, see resolver.ts), no upstream API. */
export const dnsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'dns',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    lookup, // GET /api/dns/lookup  0.0025  node:dns Resolver
  ],
})
