import { defineUpstream } from '@svc/core'

/** openFDA (U.S. Food and Drug Administration): no key needed; a key raises the daily limit. */
export const openFda = defineUpstream({
  id: 'openfda',
  name: 'openFDA (U.S. Food and Drug Administration)',
  baseUrl: 'https://api.fda.gov',
  docsUrl: 'https://open.fda.gov/apis/',
  license: 'Public domain (CC0); openFDA terms (https://open.fda.gov/terms/); not for clinical decisions',
  key: { required: false, in: 'query', name: 'api_key' },
  timeoutMs: 20_000,
})
