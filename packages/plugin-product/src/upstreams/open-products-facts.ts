import { defineUpstream, userAgent } from '@svc/core'

/** Open Products Facts, Open Food Facts' sister database of non-food products (same API, no key). */
export const openProductsFacts = defineUpstream({
  id: 'open-products-facts',
  name: 'Open Products Facts',
  baseUrl: 'https://world.openproductsfacts.org',
  docsUrl: 'https://world.openproductsfacts.org/data',
  license: 'Open Database License (ODbL) 1.0; images CC BY-SA 3.0',
  headers: { 'user-agent': userAgent('svc/0.1') },
  quota: { withoutKey: { requests: 100, perSeconds: 60 } },
  timeoutMs: 15_000,
})
