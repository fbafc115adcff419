import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import certInfo from './operations/cert-info.ts'
import { vocabulary } from './vocabulary.ts'

/** The tls group: a live handshake with the caller's host (through core's URL guard), no upstream API. */
export const tlsPlugin = definePlugin({
  examples,
  group: 'tls',
  search: { vocabulary },
  operations: [
    certInfo,
  ],
})
