import { defineUpstream, openLicence, requiredKey } from '@svc/core'

/**
 * USDA FoodData Central API (https://fdc.nal.usda.gov/api-guide): every request carries an api.data.gov key
 * (`api_key`); 1,000 requests an hour per IP address, and a key that passes it is blocked for an hour.
 * The data are public domain (CC0 1.0); USDA asks that FoodData Central be listed as the source.
 */
export const fdc = defineUpstream({
  id: 'usda-fdc',
  name: 'USDA FoodData Central',
  baseUrl: 'https://api.nal.usda.gov',
  docsUrl: 'https://fdc.nal.usda.gov/api-guide',
  ...openLicence('CC0-1.0', { holder: 'USDA Agricultural Research Service', url: 'https://fdc.nal.usda.gov/api-guide', note: 'no permission is needed', attribution: 'U.S. Department of Agriculture, Agricultural Research Service. FoodData Central. fdc.nal.usda.gov' }),
  key: requiredKey.query('api_key', 'https://fdc.nal.usda.gov/api-key-signup'),
  quota: { withKey: { requests: 1000, perSeconds: 3600 }, lockoutSeconds: 3600, url: 'https://fdc.nal.usda.gov/api-guide' },
  timeoutMs: 20_000,
})
