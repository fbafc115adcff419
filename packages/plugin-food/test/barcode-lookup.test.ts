import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { PRODUCT_API } from '@svc/providers/open-food-facts'
import { foodPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `open-food-facts/${name}` })
const h = testHost({
  plugins: [foodPlugin],
  upstreams: ['open-food-facts'],
  routes: {
    'GET /api/v3.4/product/3017624010701': fixture('product-3017624010701.json'),
    'GET /api/v3.4/product/0000000000000': { status: 404, ...fixture('product-not-found.json') },
  },
})

describe('food.barcode-lookup', () => {
  it('answers the product with allergens, scores and nutrition per 100 g', async () => {
    const data = await h.ok('/api/food/barcode-lookup?barcode=3017624010701')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      barcode: '3017624010701', name: 'Nutella', brands: ['Ferrero', 'Nutella'], quantity: '400 g', servingSize: '15 g', allergens: ['milk', 'nuts', 'soybeans'], traces: [],
      labels: ['sustainable palm oil'], nutriScore: 'e', novaGroup: 4, ecoScore: 'd',
      nutritionPer100g: { energyKcal: 539, fat: 30.9, saturatedFat: 10.6, carbohydrates: 57.5, sugars: 56.3, fiber: 0, proteins: 6.3, salt: 0.107 },
      url: 'https://world.openfoodfacts.org/product/3017624010701',
    })
    const request = h.last()
    expect(request.query.get('fields')).toContain('nutriments')
    expect(request.headers['user-agent']).toMatch(/^svc\//)
    // Its docs page names the read it makes (it named the v2 `.json` path after the move to v3.4).
    expect(request.path.startsWith(PRODUCT_API)).toBe(true)
    expect(foodPlugin.operations.find((operation) => operation.name === 'barcode-lookup')?.sources?.[0]?.about).toContain(`${PRODUCT_API}/{barcode}`)
  })
  it('answers 404 for a barcode Open Food Facts does not know', () => h.status('/api/food/barcode-lookup?barcode=0000000000000', 404, undefined, 'NOT_FOUND'))
  it('refuses a barcode with letters', () => h.rejects('/api/food/barcode-lookup?barcode=30176240107AB', 'barcode'))
  it('refuses a barcode too short', () => h.rejects('/api/food/barcode-lookup?barcode=1234', 'barcode'))
  h.failures('GET /api/v3.4/product/3017624010701', '/api/food/barcode-lookup?barcode=3017624010701')
})
