import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The ipinfo group: many addresses at once through net.asn (RIPEstat). geo.ip (plugin-geo) answers one address from open country-level data. */
export const ipinfoPlugin = definePlugin({
  group: 'ipinfo',
  search: { vocabulary },
  operations,
})
