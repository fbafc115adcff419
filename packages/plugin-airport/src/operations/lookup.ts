import { createError, defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { type AirportData, airportData, SOURCE } from '../airports.ts'

/** Where a code is looked for, in order: a 3-letter code is an IATA code first, a 4-letter one an ICAO code. */
const ORDER: Array<keyof AirportData['codes']> = ['iata', 'icao', 'ident', 'gps', 'local']

export default defineOperation({
  name: 'lookup',
  method: 'GET',
  description: 'Looks up an airport by IATA (3 letters) or ICAO (4 letters) code, or OurAirports ident, GPS or local code: name, type, coordinates, elevation, country, region, city, scheduled service and all its codes.',
  input: v.object({
    code: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(5), v.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'), v.toUpperCase(),
      v.description('3-letter IATA or 4-letter ICAO code (also an OurAirports ident, GPS or local code)')),
  }),
  response: 'legacy',
  sources: sourcesInWords('none (shipped OurAirports table, held whole in memory)'),
  keywords: ['airport code', 'iata code', 'icao code', 'airport lookup', 'airport location', 'which airport is', 'airport coordinates'],
  handler: ({ input }) => {
    const { codes } = airportData()
    const kinds = input.code.length === 3 ? ORDER : ORDER.filter((kind) => kind !== 'iata')
    for (const kind of kinds) {
      const airport = codes[kind].get(input.code)
      if (airport) return { airport, matchedBy: kind, source: SOURCE }
    }
    throw createError('NOT_FOUND', `code: no airport has the code ${input.code}`, { details: { field: 'code' } })
  },
})
