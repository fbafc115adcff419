import { defineOperation, listAnswer, rowLimit, keyOf } from '@svc/core'
import * as v from 'valibot'
import { point } from '../inputs.ts'
import { CATEGORIES, overpassSource, placesNear } from '@svc/providers/overpass'
import { overpass } from '@svc/providers/overpass'

export default defineOperation({
  name: 'nearby',
  method: 'GET',
  description: 'Named places around a point from OpenStreetMap (Overpass): restaurants, shops, hotels, parks, pharmacies, stations and more, nearest first, with distance, address, opening hours, phone and website; `category` narrows to one kind.',
  input: v.object({
    ...point,
    radiusM: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(5000), v.description('Search radius in meters (10-5000, default 500)')), 500),
    category: v.optional(v.pipe(keyOf(CATEGORIES), v.description('One kind of place'))),
    limit: rowLimit(100, 25, 'Most places (1-100, default 25)'),
  }),
  upstreams: [overpass],
  sources: [overpassSource],
  keywords: ['what is near me', 'places nearby', 'restaurants near', 'nearest pharmacy', 'points of interest around', 'things to do nearby'],
  async handler({ input, upstream }) {
    const { items, source } = await placesNear(upstream(overpass), input)
    return listAnswer(items, source)
  },
})
