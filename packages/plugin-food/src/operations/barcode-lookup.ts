import { createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { openFoodFacts, readProduct } from '@svc/providers/open-food-facts'
import { FIELDS, foodItem, productSchema } from '../off-product.ts'

export default defineOperation({
  name: 'barcode-lookup',
  cacheTtl: '1d',
  sources: sourcesInWords('Open Food Facts `GET /api/v3.4/product/{barcode}` (`fields`)'),
  method: 'GET',
  description: 'Food product by barcode (EAN/UPC) from Open Food Facts: name, brands, quantity, ingredients, allergens, labels, Nutri-Score, NOVA group and nutrition facts per 100 g.',
  input: v.object({
    barcode: v.pipe(v.string(), v.trim(), v.transform((value) => value.replace(/[\s-]/g, '')), v.regex(/^\d{8,14}$/, 'must be a barcode of 8 to 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14)'), v.description('EAN/UPC barcode, e.g. 3017624010701')),
  }),
  upstreams: [openFoodFacts],
  keywords: ['scan food barcode', 'ingredients of a product', 'allergens in', 'nutri-score', 'what is in this food'],
  example: { params: { barcode: '3017624010701' } },
  async handler({ input, upstream }) {
    const { product, url } = await readProduct(upstream(openFoodFacts), input.barcode, { fields: FIELDS, product: productSchema })
    if (!product) throw createError('NOT_FOUND', `no food product with barcode ${input.barcode} in Open Food Facts`)
    return lookupAnswer(foodItem(input.barcode, product), sourceOf(openFoodFacts, url))
  },
})
