import { defineOperation, durationText, listAnswer, requireOne, rowLimit, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { ngaMsi } from '../upstreams/nga-msi.ts'
import { HELD_MS, portItem, worldPortIndex } from '../wpi.ts'

const fold = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

export default defineOperation({
  name: 'port',
  method: 'GET',
  description: 'Seaports from the World Port Index (NGA Pub. 150) by name, UN/LOCODE or country: coordinates, harbor size and type, shelter, channel and pier depths, largest vessel, cargo facilities and services.',
  input: v.object({
    name: optionalText(2, 80, 'Port name words, e.g. rotterdam'),
    locode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.transform((value) => value.replace(/\s+/g, '')), v.regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'must be a UN/LOCODE such as NLRTM'), v.description('UN/LOCODE, e.g. NLRTM'))),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166 two-letter country code'), v.description('ISO 3166 country code, e.g. NL'))),
    limit: rowLimit(200, 20),
  }),
  check(input) {
    requireOne(input, ['name', 'locode', 'country'])
  },
  upstreams: [ngaMsi],
  sources: [{ path: '/api/publications/world-port-index', about: `NGA MSI \`GET /api/publications/world-port-index?output=json\`, held ${durationText(HELD_MS)} in memory` }],
  keywords: ['port of rotterdam depth', 'seaport facilities', 'harbor information', 'un locode port', 'ports in a country'],
  example: { params: { locode: 'NLRTM' } },
  async handler({ input, upstream }) {
    const index = await worldPortIndex(upstream(ngaMsi))
    const words = input.name ? fold(input.name).split(/\s+/) : []
    const rows = index.ports.filter((row) =>
      (!input.locode || row.unloCode?.replace(/\s+/g, '').toUpperCase() === input.locode)
      && (!input.country || row.countryCode?.toUpperCase() === input.country)
      && (words.length === 0 || words.every((word) => fold(`${row.portName} ${row.alternateName ?? ''}`).includes(word))))
    const items = rows.sort((a, b) => a.portName.localeCompare(b.portName)).slice(0, input.limit).map(portItem)
    return listAnswer(items, sourceOf(ngaMsi, index.url), { total: rows.length })
  },
})
