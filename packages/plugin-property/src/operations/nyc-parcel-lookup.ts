import { createError, defineOperation, forbidTogether, invalidField, listAnswer, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { plutoLot, lots } from '../pluto-lot.ts'
import { bblSchema, BOROUGHS, quote } from '../soql.ts'
import { DATASETS, nycOpenData } from '../upstreams/nyc-open-data.ts'

/** PLUTO's two-letter borough codes, by borough digit. */
const PLUTO_BOROUGH = { 1: 'MN', 2: 'BX', 3: 'BK', 4: 'QN', 5: 'SI' } as const

export default defineOperation({
  name: 'nyc-parcel-lookup',
  cacheTtl: '1d',
  sources: sourcesInWords('PLUTO `64uk-42ks`'),
  method: 'GET',
  description: 'A New York City tax lot from PLUTO (NYC Department of City Planning), by BBL or by street address in a borough: owner, land use, building class, zoning, lot and building area, floors, units, year built and altered, assessed value, floor area ratios, landmark and historic district, districts and coordinates.',
  input: v.object({
    bbl: v.optional(bblSchema),
    address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100), v.regex(/^[\w .,'#&/-]+$/, 'must be a street address such as 350 5 AVENUE'), v.description('Street address as PLUTO writes it, e.g. 350 5 AVENUE (needs borough)'))),
    borough: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5), v.description('Borough: 1 Manhattan, 2 Bronx, 3 Brooklyn, 4 Queens, 5 Staten Island'))),
    limit: rowLimit(20, 5, 'Lots to answer for an address (1-20, default 5)'),
  }),
  upstreams: [nycOpenData],
  keywords: ['nyc parcel', 'tax lot', 'pluto', 'zoning of a lot', 'building owner nyc', 'year built', 'bbl lookup'],
  example: { params: { bbl: '3012340056' } },
  check(input) {
    requireOne(input, ['bbl', 'address'])
    forbidTogether(input, 'bbl', 'address')
    if (input.address && input.borough === undefined) throw invalidField('borough', 'is needed with an address (1 Manhattan, 2 Bronx, 3 Brooklyn, 4 Queens, 5 Staten Island)')
  },
  async handler({ input, upstream }) {
    // A BBL is a lookup; an address matches PLUTO's address words (upper case, as the city writes them).
    const query = input.bbl
      ? { bbl: input.bbl, $limit: 1 }
      : {
          $where: `borough = ${quote(PLUTO_BOROUGH[input.borough as keyof typeof PLUTO_BOROUGH])} AND upper(address) like ${quote(`%${input.address!.toUpperCase().replace(/\s+/g, ' ').replace(/[%_]/g, '')}%`)}`,
          $order: 'address', $limit: input.limit,
        }
    const response = await upstream(nycOpenData).json(`/resource/${DATASETS.pluto}.json`, { query, schema: lots })
    if (response.data.length === 0) throw createError('NOT_FOUND', input.bbl ? `bbl: PLUTO has no tax lot ${input.bbl}` : `address: PLUTO has no lot at "${input.address}" in ${BOROUGHS[input.borough as keyof typeof BOROUGHS]}`)
    const items = response.data.map(plutoLot)
    return listAnswer(items, sourceOf(nycOpenData, response.url), { mode: input.bbl ? 'lookup' : 'list', total: input.bbl ? 1 : null })
  },
})
