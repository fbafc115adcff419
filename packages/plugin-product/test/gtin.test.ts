import { testHost } from '@svc/core/testing'
import { validatePlugin } from '@svc/plugin-validate'
import { describe, expect, it } from 'vitest'
import { productPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: name })
const notFound = { status: 404, ...fixture('open-products-facts/not-found.json') }
// Both databases on one fixture server, Open Food Facts under /off: Open Products Facts knows the shampoo, Open Food Facts the spread.
const h = testHost({
  plugins: [productPlugin, validatePlugin],
  upstreams: ['open-products-facts', 'open-food-facts'],
  routes: {
    'GET /api/v3.4/product/4000000000013': fixture('open-products-facts/product-4000000000013.json'),
    'GET /api/v3.4/product/3017624010701': notFound,
    'GET /off/api/v3.4/product/3017624010701': fixture('open-food-facts/product-3017624010701.json'),
    'GET /api/v3.4/product/4006381333931': notFound,
    'GET /off/api/v3.4/product/4006381333931': notFound,
  },
})
const withOff = () => ({ upstreams: { 'open-food-facts': { baseUrl: `${h.server.url}/off`, timeoutMs: 2000 } } })
async function ok(path: string) {
  const result = await h.call(path, undefined, withOff())
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body.data
}

describe('product.gtin', () => {
  it('answers a non-food product from Open Products Facts with its GS1 prefix issuer', async () => {
    const data = await ok('/api/product/gtin?gtin=4000000000013')
    expect(data.items[0]).toStrictEqual({
      gtin: '4000000000013', kind: 'GTIN-13', gtin14: '04000000000013', gs1Prefix: '400', prefixIssuer: 'GS1 Germany', name: 'Illustrative Mild Shampoo', brands: ['Illustrative Care'],
      quantity: '250 ml', categories: ['personal care', 'shampoos'], countries: ['germany'], image: 'https://images.openproductsfacts.org/images/products/illustrative/front_en.3.400.jpg',
      database: 'Open Products Facts', url: 'https://world.openproductsfacts.org/product/4000000000013',
    })
    expect(data.source.provider).toBe('Open Products Facts')
  })
  it('falls back to Open Food Facts when Open Products Facts does not know the number', async () => {
    const data = await ok('/api/product/gtin?gtin=3017624010701')
    expect(data.items[0]).toMatchObject({ name: 'Nutella', database: 'Open Food Facts', gs1Prefix: '301', prefixIssuer: 'GS1 France' })
    expect(data.source.provider).toBe('Open Food Facts')
  })
  it('answers 404 when neither database knows it', async () => {
    const result = await h.call('/api/product/gtin?gtin=4006381333931', undefined, withOff())
    expect(result.status).toBe(404)
    expect(result.body.error).toContain('GS1 Germany')
  })
  it('refuses a wrong check digit naming gtin', () => h.rejects('/api/product/gtin?gtin=3017624010702', 'gtin'))
  it('refuses letters', () => h.rejects('/api/product/gtin?gtin=30176240107AB', 'gtin'))
  h.failures('GET /api/v3.4/product/4000000000013', '/api/product/gtin?gtin=4000000000013')
})

const withoutValidate = testHost({ plugins: productPlugin, elsewhere: { 'open-products-facts': 'http://127.0.0.1:9', 'open-food-facts': 'http://127.0.0.1:9' } })
it('is unavailable without validate.gtin installed', async () => {
  const app = withoutValidate
  await app.status('/api/product/gtin?gtin=4000000000013', 503)
})
