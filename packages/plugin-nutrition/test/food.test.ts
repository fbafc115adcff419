import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { nutritionPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `fdc/${name}` })
const h = testHost({
  plugins: [nutritionPlugin],
  upstreams: ['usda-fdc'],
  keys: { 'usda-fdc': 'fdc-test-key' },
  routes: {
    'GET /fdc/v1/foods/search': fixture('search.json'),
    'GET /fdc/v1/food/747447': fixture('food-747447.json'),
    'GET /fdc/v1/food/1': { status: 404, body: { error: 'Not Found' } },
  },
})

describe('nutrition.food', () => {
  it('lists foods with headline values per 100 g, passing the data type and the key', async () => {
    const data = await h.ok('/api/nutrition/food?query=raw%20broccoli&limit=2&dataType=foundation')
    expect(data.total).toBe(412)
    expect(data.meta.mode).toBe('list')
    expect(data.items[0]).toMatchObject({ fdcId: 747447, description: 'Broccoli, raw', dataType: 'Foundation', brand: null, calories: 39, protein: 2.57, fat: 0.34, carbohydrates: 6.27, fiber: 2.4, sodiumMg: 36, sugars: null, published: '2020-12-16' })
    expect(data.items[0].nutrients).toContainEqual({ id: 1162, number: '401', name: 'Vitamin C, total ascorbic acid', amount: 91.3, unit: 'mg' })
    expect(data.items[1]).toMatchObject({ brand: 'ILLUSTRATIVE FARMS', gtinUpc: '000000000001', servingSize: 85, servingSizeUnit: 'grm', calories: 35, sugars: 1.18 })
    const request = h.last()
    expect(Object.fromEntries(request.query)).toEqual({ query: 'raw broccoli', pageSize: '2', pageNumber: '1', dataType: 'Foundation', api_key: 'fdc-test-key' })
  })
  it('looks a food up by FDC id, in lookup mode', async () => {
    const data = await h.ok('/api/nutrition/food?fdcId=747447')
    expect(data.meta.mode).toBe('lookup')
    expect(data.total).toBe(1)
    // The detail answer dates a food by `publicationDate`, M/D/YYYY.
    expect(data.items[0]).toMatchObject({ fdcId: 747447, calories: 39, protein: 2.57, published: '2020-12-16' })
    // A nutrient without an amount is left out.
    expect((data.items[0]!.nutrients as Array<{ name: string }>).map((row) => row.name)).not.toContain('Calcium, Ca')
  })
  it('credits FoodData Central in meta, as USDA asks', async () => {
    const { body } = await h.call('/api/nutrition/food?fdcId=747447')
    expect((body as { meta: { attribution: unknown } }).meta.attribution).toEqual([expect.objectContaining({ provider: 'USDA FoodData Central', url: 'https://fdc.nal.usda.gov/api-guide' })])
  })
  it('answers 404 for an unknown FDC id', () => h.status('/api/nutrition/food?fdcId=1', 404, undefined, 'NOT_FOUND'))
  it('needs a query or an id', () => h.rejects('/api/nutrition/food', 'query'))
  it('refuses both at once', () => h.rejects('/api/nutrition/food?query=broccoli&fdcId=747447', 'fdcId'))
  it('refuses an unknown data type', () => h.rejects('/api/nutrition/food?query=broccoli&dataType=organic', 'dataType'))
  h.failures('GET /fdc/v1/foods/search', '/api/nutrition/food?query=broccoli')
})
