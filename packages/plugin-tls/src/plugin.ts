import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tls group: a live handshake with the caller's host (through core's URL guard), no upstream API. */
export const tlsPlugin = definePlugin({
  group: 'tls',
  search: { vocabulary },
  operations,
})
