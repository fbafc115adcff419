import { defineUpstream } from '@svc/core'

/** openFDA (U.S. Food and Drug Administration): no key needed; a key raises the daily limit. */
export const openFda = defineUpstream({
  id: 'openfda',
  name: 'openFDA (U.S. Food and Drug Administration)',
  baseUrl: 'https://api.fda.gov',
  docsUrl: 'https://open.fda.gov/apis/',
  license: 'Public domain (CC0); openFDA terms (https://open.fda.gov/terms/); not for clinical decisions',
  key: { required: false, in: 'query', name: 'api_key', signupUrl: 'https://open.fda.gov/apis/authentication/' },
  timeoutMs: 20_000,
  // Every call (fdaSearch) keeps its answer 6 h: openFDA refreshes its data sets weekly at most.
  cacheTtlMs: 6 * 3600_000,
  // Per address without a key, per key with one (https://open.fda.gov/apis/authentication/).
  quota: {
    withoutKey: [{ requests: 240, perSeconds: 60 }, { requests: 1000, perSeconds: 86_400 }],
    withKey: [{ requests: 240, perSeconds: 60 }, { requests: 120_000, perSeconds: 86_400 }],
    url: 'https://open.fda.gov/apis/authentication/',
  },
  terms: {
    url: 'https://open.fda.gov/terms/',
    commercial: {
      use: 'allowed',
      note: 'public domain (CC0 1.0), commercial use included; no endorsement by FDA may be implied; GMDN terms in device/udi answers are The GMDN Agency\'s, licensed separately for building commercial services on them',
      url: 'https://open.fda.gov/license/',
    },
  },
})
