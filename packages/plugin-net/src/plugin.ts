import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The net group: MAC vendors from the IEEE registries shipped with the plugin; AS, RPKI and IP data from RIPEstat, reverse DNS through @svc/plugin-dns. */
export const netPlugin = definePlugin({
  group: 'net',
  search: { vocabulary },
  operations,
})
