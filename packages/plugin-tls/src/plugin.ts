import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import certInfo from './operations/cert-info.ts'
import { vocabulary } from './vocabulary.ts'

/** The tls group: a live handshake with the caller's host (through core's URL guard), no upstream API. */
export const tlsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'tls',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    certInfo, // GET /api/tls/cert-info  0.0025  node:tls handshake
  ],
})
