import { defineUpstream, userAgent } from '@svc/core'

/**
 * Open Food Facts, the open food products database (no key). Its API asks for a User-Agent naming the
 * app and allows 100 product reads a minute per IP. Shared by `@svc/plugin-product` (product.gtin).
 */
export const openFoodFacts = defineUpstream({
  id: 'open-food-facts',
  name: 'Open Food Facts',
  baseUrl: 'https://world.openfoodfacts.org',
  docsUrl: 'https://openfoodfacts.github.io/openfoodfacts-server/api/',
  license: 'Open Database License (ODbL) 1.0; images CC BY-SA 3.0',
  headers: { 'user-agent': userAgent('svc/0.1') },
  quota: { withoutKey: { requests: 100, perSeconds: 60 } },
  timeoutMs: 15_000,
})
