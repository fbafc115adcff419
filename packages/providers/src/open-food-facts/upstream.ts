import { defineUpstream, openLicence, userAgent } from '@svc/core'

/**
 * Open Food Facts, the open food products database (no key). Its API asks for a User-Agent naming the app
 * and allows 100 product reads a minute per IP (https://openfoodfacts.github.io/openfoodfacts-server/api/).
 * Read by `@svc/plugin-food` (food.barcode-lookup) and `@svc/plugin-product` (product.gtin).
 */
export const openFoodFacts = defineUpstream({
  id: 'open-food-facts',
  name: 'Open Food Facts',
  baseUrl: 'https://world.openfoodfacts.org',
  docsUrl: 'https://openfoodfacts.github.io/openfoodfacts-server/api/',
  ...openLicence('ODbL-1.0', { licenseNote: 'images CC BY-SA 3.0', url: 'https://world.openfoodfacts.org/terms-of-use', attribution: { text: 'Data from Open Food Facts (openfoodfacts.org), ODbL', url: 'https://world.openfoodfacts.org/terms-of-use' } }),
  headers: { 'user-agent': userAgent('svc/0.1') },
  quota: { withoutKey: { requests: 100, perSeconds: 60, paths: ['/api/'] }, url: 'https://openfoodfacts.github.io/openfoodfacts-server/api/' },
})
