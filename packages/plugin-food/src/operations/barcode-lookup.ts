import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { FIELDS, foodItem, productAnswer } from '../off-product.ts'
import { openFoodFacts } from '@svc/providers/open-food-facts'

export default defineOperation({
  name: 'barcode-lookup',
  method: 'GET',
  description: 'Food product by barcode (EAN/UPC) from Open Food Facts: name, brands, quantity, ingredients, allergens, labels, Nutri-Score, NOVA group and nutrition facts per 100 g.',
  input: v.object({
    barcode: v.pipe(v.string(), v.trim(), v.transform((value) => value.replace(/[\s-]/g, '')), v.regex(/^\d{8,14}$/, 'must be a barcode of 8 to 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14)'), v.description('EAN/UPC barcode, e.g. 3017624010701')),
  }),
  price: { usd: 0.003 },
  upstreams: [openFoodFacts],
  keywords: ['scan food barcode', 'ingredients of a product', 'allergens in', 'nutri-score', 'what is in this food'],
  example: { params: { barcode: '3017624010701' } },
  async handler({ input, upstream, signal }) {
    const response = await upstream(openFoodFacts).json(`/api/v3/product/${input.barcode}.json`, { query: { fields: FIELDS }, schema: productAnswer, acceptStatus: [404], cacheTtlMs: 24 * 3600_000, signal })
    const product = response.status === 404 || response.data.status === 'failure' ? null : response.data.product
    if (!product) throw createError('NOT_FOUND', `no food product with barcode ${input.barcode} in Open Food Facts`)
    return lookupAnswer(foodItem(input.barcode, product), sourceOf(openFoodFacts, response.url))
  },
})
