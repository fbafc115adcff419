import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tls group: a live handshake with the caller's host (through core's URL guard), no upstream API. */
export const tlsPlugin = definePlugin({
  examples,
  group: 'tls',
  search: { vocabulary },
  operations,
})
