import { createError, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { nhtsaApi } from '../upstreams/nhtsa.ts'
import { vehicleOperation } from '../vehicle-operation.ts'

const envelope = <T extends v.GenericSchema>(row: T) => v.looseObject({ Count: v.number(), Results: v.array(row) })
const variant = v.looseObject({ VehicleId: v.number(), VehicleDescription: v.string() })
const rating = v.optional(v.nullable(v.string()))
const ratingRow = v.looseObject({
  VehicleId: v.number(), VehicleDescription: v.string(), OverallRating: rating, OverallFrontCrashRating: rating,
  OverallSideCrashRating: rating, RolloverRating: rating, RolloverPossibility: v.optional(v.nullable(v.number())),
})
/** "5" -> 5 stars; "Not Rated" -> null. */
const stars = (value: string | null | undefined) => (value && /^[1-5]$/.test(value) ? Number(value) : null)

export default vehicleOperation({
  name: 'safety-ratings',
  description: 'NHTSA NCAP 5-star safety ratings for each variant of a make, model and model year: overall, frontal crash, side crash and rollover stars, rollover risk.',
  keywords: ['car safety rating', 'crash test rating', 'ncap 5 star', 'how safe is this car'],
  cacheTtl: '1d',
  sources: [{ path: '/SafetyRatings/modelyear/{modelYear}/make/{make}/model/{model}' }, { path: '/SafetyRatings/VehicleId/{id}' }],
  async read(api, input) {
    const path = `/SafetyRatings/modelyear/${input.modelYear}/make/${encodeURIComponent(input.make)}/model/${encodeURIComponent(input.model)}`
    const variants = await api.json(path, { schema: envelope(variant)})
    if (variants.data.Results.length === 0) throw createError('NOT_FOUND', `NHTSA has no NCAP ratings for ${input.modelYear} ${input.make} ${input.model}`)
    const rated = await Promise.all(variants.data.Results.slice(0, 10).map((one) =>
      api.json(`/SafetyRatings/VehicleId/${one.VehicleId}`, { schema: envelope(ratingRow)})))
    const items = rated.flatMap((response) => response.data.Results).map((row) => ({
      vehicleId: row.VehicleId, description: row.VehicleDescription, overallStars: stars(row.OverallRating),
      frontalCrashStars: stars(row.OverallFrontCrashRating), sideCrashStars: stars(row.OverallSideCrashRating),
      rolloverStars: stars(row.RolloverRating), rolloverRisk: row.RolloverPossibility ?? null,
    }))
    return listAnswer(items, sourceOf(nhtsaApi, variants.url), { total: items.length })
  },
})
