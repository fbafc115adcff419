import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openFoodFacts, PRODUCT_API, readProduct } from '../src/open-food-facts/index.ts'
import { providerFixture } from './provider-client.ts'

const file = (name: string) => ({ file: `open-food-facts/${name}` })
/** A failure sent with a 200 on the first ask of this barcode, the product after. */
let asked = 0
const fixture = providerFixture(openFoodFacts, {
  [`GET ${PRODUCT_API}/3017624010702`]: () => (asked++ === 0 ? file('failure-200.json') : file('product-3017624010701.json')),
  [`GET ${PRODUCT_API}/3017624010701`]: file('product-3017624010701.json'),
  [`GET ${PRODUCT_API}/0000000000000`]: { status: 404, ...file('product-not-found.json') },
  [`GET ${PRODUCT_API}/1111111111111`]: { status: 500, body: { status: 'failure', result: { id: 'internal_error' }, errors: [] } },
})
const product = v.object({ product_name: v.string(), environmental_score_grade: v.nullish(v.string(), null), nutriments: v.record(v.string(), v.unknown()) })
const request = { fields: ['product_name', 'environmental_score_grade', 'nutriments'], product }

describe('open-food-facts', () => {
  it('reads a product through API v3, with the environmental score under its v3 name', async () => {
    const { product: found, url } = await readProduct(fixture.client(), '3017624010701', request)
    expect(found).toEqual({ product_name: 'Nutella', environmental_score_grade: 'd', nutriments: { 'energy-kcal_100g': 539, sugars_100g: 56.3 } })
    expect(fixture.server.last().path).toBe('/api/v3.4/product/3017624010701')
    expect(fixture.lastQuery()).toEqual({ fields: 'product_name,environmental_score_grade,nutriments' })
    expect(url).toContain('/api/v3.4/product/3017624010701')
  })

  it('answers null for a barcode it does not know (404, product_not_found)', async () => {
    expect((await readProduct(fixture.client(), '0000000000000', request)).product).toBeNull()
  })

  it('is an upstream failure for any other refusal', async () => {
    await expect(readProduct(fixture.client(), '1111111111111', request)).rejects.toMatchObject({ code: expect.stringMatching(/UPSTREAM/) })
  })

  it('refuses a failure sent with a 200 without keeping it: the next read asks again and gets the product', async () => {
    const client = fixture.client()
    await expect(readProduct(client, '3017624010702', request)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', details: { answer: 'unusable' } })
    expect((await readProduct(client, '3017624010702', request)).product).toMatchObject({ product_name: 'Nutella' })
    expect(fixture.server.requestsTo(`GET ${PRODUCT_API}/3017624010702`)).toHaveLength(2)
  })

  it('sends a User-Agent naming the app and declares its limit and terms', async () => {
    await readProduct(fixture.client(), '3017624010701', request)
    expect(fixture.server.last().headers['user-agent']).toMatch(/svc/)
    expect(openFoodFacts.quota?.withoutKey).toMatchObject({ requests: 100, perSeconds: 60 })
    expect(openFoodFacts.terms?.attribution?.text).toMatch(/Open Food Facts/)
  })
})
