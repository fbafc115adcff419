import { createError, defineOperation, invalidField, lookupAnswer, sourceOf, sourcesInWords, textOrNull, type UpstreamDefinition } from '@svc/core'
import { openFoodFacts, readProduct } from '@svc/providers/open-food-facts'
import * as v from 'valibot'
import { openProductsFacts } from '../upstreams/open-products-facts.ts'

const FIELDS = ['code', 'product_name', 'generic_name', 'brands', 'quantity', 'categories_tags', 'image_front_url', 'image_url', 'countries_tags']
/** The product members read; Open Products Facts runs the Open Food Facts server, so one v3.4 read (`readProduct`) serves both. */
const productSchema = v.object({
  code: textOrNull, product_name: textOrNull, generic_name: textOrNull, brands: textOrNull, quantity: textOrNull, categories_tags: v.nullish(v.array(v.string()), []),
  image_front_url: textOrNull, image_url: textOrNull, countries_tags: v.nullish(v.array(v.string()), []),
})
/** The row `validate.gtin` answers for the number: its kind and the GS1 prefix table's issuer (plugin-validate). */
const validation = v.object({ items: v.tuple([v.object({ valid: v.boolean(), reason: textOrNull, kind: textOrNull, gtin14: textOrNull, gs1Prefix: textOrNull, prefixIssuer: textOrNull })]) })

const untag = (values: string[] | null | undefined) => (values ?? []).map((tag) => tag.replace(/^[a-z]{2}:/, '').replace(/-/g, ' '))

export default defineOperation({
  name: 'gtin',
  cacheTtl: '1d',
  sources: sourcesInWords('Open Products Facts, then Open Food Facts `GET /api/v3.4/product/{code}` (`fields`); `validate.gtin`'),
  method: 'GET',
  description: 'Product by GTIN, EAN or UPC barcode number: name, brands, quantity, categories and image from Open Products Facts (non-food) or Open Food Facts (food), with the GTIN kind and the GS1 prefix issuer (where the number was assigned).',
  input: v.object({
    gtin: v.pipe(v.string(), v.trim(), v.transform((value) => value.replace(/[\s-]/g, '')), v.regex(/^(\d{8}|\d{12,14})$/, 'must be a GTIN-8, UPC-A (12), EAN-13 or GTIN-14 of digits'), v.description('GTIN / EAN / UPC, e.g. 3017624010701')),
  }),
  upstreams: [openProductsFacts, openFoodFacts],
  requires: ['validate.gtin'],
  keywords: ['what product is this barcode', 'ean lookup', 'upc lookup', 'product by barcode number', 'gs1 prefix country'],
  example: { params: { gtin: '3017624010701' } },
  async handler({ input, upstream, call }) {
    const checked = v.parse(validation, await call('validate.gtin', { value: input.gtin })).items[0]
    // A wrong check digit is the caller's: a 400, never charged.
    if (!checked.valid) throw invalidField('gtin', checked.reason ?? 'not a valid GTIN')
    const gs1 = { kind: checked.kind, gtin14: checked.gtin14, gs1Prefix: checked.gs1Prefix, prefixIssuer: checked.prefixIssuer }
    for (const database of [openProductsFacts, openFoodFacts] as UpstreamDefinition[]) {
      const { product, url } = await readProduct(upstream(database), input.gtin, { fields: FIELDS, product: productSchema })
      if (!product) continue
      const base = database === openProductsFacts ? 'https://world.openproductsfacts.org' : 'https://world.openfoodfacts.org'
      return lookupAnswer({
        gtin: input.gtin,
        ...gs1,
        name: product.product_name || product.generic_name || null,
        brands: (product.brands ?? '').split(',').map((brand) => brand.trim()).filter(Boolean),
        quantity: product.quantity,
        categories: untag(product.categories_tags),
        countries: untag(product.countries_tags),
        image: product.image_front_url ?? product.image_url ?? null,
        database: database.name,
        url: `${base}/product/${product.code ?? input.gtin}`,
      }, sourceOf(database, url))
    }
    throw createError('NOT_FOUND', `no product with GTIN ${input.gtin} in Open Products Facts or Open Food Facts (a ${gs1.kind ?? 'GTIN'}${gs1.prefixIssuer ? ` assigned by ${gs1.prefixIssuer}` : ''})`)
  },
})
