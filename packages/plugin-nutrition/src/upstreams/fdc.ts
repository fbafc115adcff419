import { defineUpstream } from '@svc/core'

/** USDA FoodData Central API: an api.data.gov key (`api_key`), 1,000 requests an hour per key. */
export const fdc = defineUpstream({
  id: 'usda-fdc',
  name: 'USDA FoodData Central',
  baseUrl: 'https://api.nal.usda.gov',
  docsUrl: 'https://fdc.nal.usda.gov/api-guide',
  license: 'Public domain (CC0 1.0), USDA Agricultural Research Service',
  key: { required: true, in: 'query', name: 'api_key' },
  quota: { withKey: { requests: 1000, perSeconds: 3600 } },
  timeoutMs: 20_000,
})
