import { textOrNull } from '@svc/core'
import * as v from 'valibot'

const tags = v.nullish(v.array(v.string()), [])
const number = v.nullish(v.union([v.number(), v.string()]), null)

/** The product fields of an Open Food Facts answer this plugin asks for (`fields=`) and reads. */
export const FIELDS = [
  'code', 'product_name', 'generic_name', 'brands', 'quantity', 'serving_size', 'categories_tags', 'ingredients_text', 'allergens_tags', 'traces_tags',
  'nutriscore_grade', 'nova_group', 'environmental_score_grade', 'nutriments', 'image_front_url', 'countries_tags', 'labels_tags',
]

const nutriments = v.nullish(v.record(v.string(), v.unknown()), {})

/** The product members read, from the answer of `@svc/providers/open-food-facts`'s `readProduct` (API v3.4). */
export const productSchema = v.object({
  code: textOrNull, product_name: textOrNull, generic_name: textOrNull, brands: textOrNull, quantity: textOrNull, serving_size: textOrNull, categories_tags: tags, ingredients_text: textOrNull,
  allergens_tags: tags, traces_tags: tags, nutriscore_grade: textOrNull, nova_group: number, environmental_score_grade: textOrNull, nutriments, image_front_url: textOrNull,
  countries_tags: tags, labels_tags: tags,
})
export type OffProduct = v.InferOutput<typeof productSchema>

/** `en:gluten` -> `gluten`. */
const untag = (values: string[] | null | undefined) => (values ?? []).map((tag) => tag.replace(/^[a-z]{2}:/, '').replace(/-/g, ' '))
const numeric = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null)
/** A Nutri-Score or Green-Score (Eco-Score) grade a-e, null for `unknown` or `not-applicable`. */
const grade = (value: string | null) => (value && /^[a-e]$/.test(value) ? value : null)

/** The food item the group answers: identity, ingredients, allergens, scores and nutrition per 100 g. */
export function foodItem(barcode: string, product: OffProduct) {
  const n = product.nutriments ?? {}
  return {
    barcode: product.code ?? barcode,
    name: product.product_name || product.generic_name || null,
    brands: (product.brands ?? '').split(',').map((brand) => brand.trim()).filter(Boolean),
    quantity: product.quantity,
    servingSize: product.serving_size,
    categories: untag(product.categories_tags),
    ingredients: product.ingredients_text || null,
    allergens: untag(product.allergens_tags),
    traces: untag(product.traces_tags),
    labels: untag(product.labels_tags),
    countries: untag(product.countries_tags),
    nutriScore: grade(product.nutriscore_grade),
    novaGroup: numeric(product.nova_group),
    // The Eco-Score was renamed Green-Score, its members `environmental_score_*` (API v3).
    ecoScore: grade(product.environmental_score_grade),
    nutritionPer100g: {
      energyKcal: numeric(n['energy-kcal_100g']),
      fat: numeric(n.fat_100g),
      saturatedFat: numeric(n['saturated-fat_100g']),
      carbohydrates: numeric(n.carbohydrates_100g),
      sugars: numeric(n.sugars_100g),
      fiber: numeric(n.fiber_100g),
      proteins: numeric(n.proteins_100g),
      salt: numeric(n.salt_100g),
    },
    image: product.image_front_url,
    url: `https://world.openfoodfacts.org/product/${product.code ?? barcode}`,
  }
}
