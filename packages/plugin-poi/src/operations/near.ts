import { coordinates, defineOperation, keyOf, listAnswer, rowLimit, sourcesInWords } from '@svc/core'
import { CATEGORIES, overpass, placesNear } from '@svc/providers/overpass'
import * as v from 'valibot'

export default defineOperation({
  name: 'near',
  cacheTtl: '1d',
  sources: sourcesInWords('Overpass `GET /api/interpreter`'),
  method: 'GET',
  description: 'Points of interest of one kind near a point from OpenStreetMap (Overpass): the nearest cafes, pharmacies, fuel stations, ATMs, hospitals, hotels... with distance, address, opening hours, phone and website.',
  input: v.object({
    ...coordinates(),
    category: v.pipe(keyOf(CATEGORIES), v.description('Kind of place, e.g. cafe, pharmacy, fuel, atm')),
    radiusM: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(5000), v.description('Search radius in meters (10-5000, default 1000)')), 1000),
    limit: rowLimit(50, 10, 'Most places (1-50, default 10)'),
  }),
  upstreams: [overpass],
  keywords: ['nearest coffee shop', 'pharmacy near me', 'closest gas station', 'atm nearby', 'find a restaurant near'],
  async handler({ input, upstream }) {
    // The Overpass adapter is plugin-geo's (geo.nearby): one reading of the upstream for both groups.
    const { items, source } = await placesNear(upstream(overpass), input)
    return listAnswer(items, source)
  },
})
