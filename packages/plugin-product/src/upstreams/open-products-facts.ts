import { defineUpstream, openLicence, userAgent } from '@svc/core'

/**
 * Open Products Facts, Open Food Facts' sister database of non-food products (same server and API, no key): a User-Agent
 * naming the app, 100 product reads a minute per IP (https://openfoodfacts.github.io/openfoodfacts-server/api/). The
 * database is ODbL (attribution, share-alike for derived databases), images CC BY-SA.
 */
export const openProductsFacts = defineUpstream({
  id: 'open-products-facts',
  name: 'Open Products Facts',
  baseUrl: 'https://world.openproductsfacts.org',
  docsUrl: 'https://world.openproductsfacts.org/data',
  ...openLicence('ODbL-1.0', { licenseNote: 'images CC BY-SA 3.0', url: 'https://world.openproductsfacts.org/terms-of-use', attribution: 'Product data from Open Products Facts (world.openproductsfacts.org), ODbL 1.0' }),
  headers: { 'user-agent': userAgent('svc/0.1') },
  quota: { withoutKey: { requests: 100, perSeconds: 60 }, url: 'https://openfoodfacts.github.io/openfoodfacts-server/api/' },
})
