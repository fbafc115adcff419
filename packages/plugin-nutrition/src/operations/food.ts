import { defineOperation, forbidTogether, listAnswer, lookupAnswer, requireOne, rowLimit, sourceOf, textOrNull, numberOrNull, keyOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { detailNutrient, fromDetail, fromSearch, nutritionOf, searchNutrient } from '../nutrients.ts'
import { fdcDate } from '../fdc-date.ts'
import { fdc } from '../upstreams/fdc.ts'

const number = numberOrNull
const identity = { fdcId: v.number(), description: textOrNull, dataType: textOrNull, brandOwner: textOrNull, brandName: textOrNull, gtinUpc: textOrNull, servingSize: number, servingSizeUnit: textOrNull }
/** POST-less search: GET /fdc/v1/foods/search -> `{totalHits, foods: [...]}`; a result's date is `publishedDate`, YYYY-MM-DD. */
const searchAnswer = v.object({ totalHits: number, foods: v.array(v.object({ ...identity, publishedDate: textOrNull, foodNutrients: v.nullish(v.array(searchNutrient), []) })) })
/** GET /fdc/v1/food/{fdcId} -> one food; its date is `publicationDate`, M/D/YYYY (e.g. 4/1/2019). */
const detailAnswer = v.object({ ...identity, publicationDate: textOrNull, foodNutrients: v.nullish(v.array(detailNutrient), []) })

const DATA_TYPES = { foundation: 'Foundation', 'sr-legacy': 'SR Legacy', survey: 'Survey (FNDDS)', branded: 'Branded' } as const

type Identity = { fdcId: number; description: string | null; dataType: string | null; brandOwner: string | null; brandName: string | null; gtinUpc: string | null; servingSize: number | null; servingSizeUnit: string | null }
const describe = (food: Identity, date: string | null) => ({
  fdcId: food.fdcId,
  description: food.description,
  dataType: food.dataType,
  brand: food.brandName ?? food.brandOwner ?? null,
  gtinUpc: food.gtinUpc || null,
  servingSize: food.servingSize,
  servingSizeUnit: food.servingSizeUnit?.toLowerCase() ?? null,
  published: fdcDate(date),
  basis: 'per 100 g (per 100 ml for some branded liquids)',
})

export default defineOperation({
  name: 'food',
  sources: [{ about: 'FoodData Central `GET /fdc/v1/foods/search` (query) and `GET /fdc/v1/food/{fdcId}` (fdcId)' }, { path: '/fdc/v1/food/{fdcId}', cacheTtl: '7d' }, { path: '/fdc/v1/foods/search', cacheTtl: '1d' }],
  method: 'GET',
  description: 'Nutrition facts of a food from USDA FoodData Central: calories, protein, fat, carbohydrates, sugars, fiber, sodium and every vitamin and mineral measured, by search words (list) or FDC id (lookup).',
  input: v.object({
    query: optionalText(2, 120, 'Food words, e.g. raw broccoli, cheddar cheese'),
    fdcId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999_999), v.description('FoodData Central id, e.g. 747447'))),
    dataType: v.optional(v.pipe(keyOf(DATA_TYPES), v.description('Only this data set: foundation, sr-legacy, survey, branded'))),
    limit: rowLimit(50, 10),
  }),
  check(input) {
    requireOne(input, ['query', 'fdcId'])
    forbidTogether(input, 'query', 'fdcId')
    if (input.fdcId !== undefined) forbidTogether(input, 'fdcId', 'dataType')
  },
  upstreams: [fdc],
  keywords: ['calories in', 'how much protein', 'nutrition facts', 'macros of', 'vitamins in food', 'usda food database'],
  example: { params: { query: 'raw broccoli', limit: 3 } },
  async handler({ input, upstream }) {
    const client = upstream(fdc)
    if (input.fdcId !== undefined) {
      const response = await client.json(`/fdc/v1/food/${input.fdcId}`, { schema: detailAnswer, notFound: `no FoodData Central food ${input.fdcId}` })
      const food = response.data
      return lookupAnswer({ ...describe(food, food.publicationDate), ...nutritionOf((food.foodNutrients ?? []).map(fromDetail)) }, sourceOf(fdc, response.url), { mode: 'lookup' })
    }
    const query = { query: input.query, pageSize: input.limit, pageNumber: 1, dataType: input.dataType ? DATA_TYPES[input.dataType] : undefined }
    const response = await client.json('/fdc/v1/foods/search', { query, schema: searchAnswer })
    const items = response.data.foods.slice(0, input.limit).map((food) => ({ ...describe(food, food.publishedDate), ...nutritionOf((food.foodNutrients ?? []).map(fromSearch)) }))
    return listAnswer(items, sourceOf(fdc, response.url), { total: response.data.totalHits ?? null, mode: 'list' })
  },
})
