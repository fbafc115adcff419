import { defineUpstream, userAgent } from '@svc/core'

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
  license: 'Open Database License (ODbL) 1.0; images CC BY-SA 3.0',
  headers: { 'user-agent': userAgent('svc/0.1') },
  quota: { withoutKey: { requests: 100, perSeconds: 60 }, url: 'https://openfoodfacts.github.io/openfoodfacts-server/api/' },
  timeoutMs: 15_000,
  terms: {
    url: 'https://world.openproductsfacts.org/terms-of-use',
    commercial: { use: 'allowed', note: 'ODbL 1.0 allows commercial reuse with attribution; databases derived from it stay ODbL', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    attribution: { text: 'Product data from Open Products Facts (world.openproductsfacts.org), ODbL 1.0' },
  },
})
