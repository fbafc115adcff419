import { defineUpstream } from '@svc/core'

/** National Grid ESO Carbon Intensity API (Great Britain). No key. */
export const carbonIntensity = defineUpstream({
  id: 'carbon-intensity',
  name: 'National Grid ESO Carbon Intensity API',
  baseUrl: 'https://api.carbonintensity.org.uk',
  docsUrl: 'https://carbon-intensity.github.io/api-definitions/',
  license: 'CC BY 4.0 (National Grid ESO)',
  // The API's terms (https://github.com/carbon-intensity/terms, linked from the API definitions page): data CC BY 4.0, but
  // "Sell, lease, or sublicense the Carbon Intensity API or access to it" is among the things a user cannot do.
  terms: {
    url: 'https://github.com/carbon-intensity/terms',
    commercial: { use: 'not-allowed', note: 'the API terms forbid selling, leasing or sublicensing the API or access to it (the data itself is CC BY 4.0): serve it free, or with NESO\'s permission' },
    attribution: { text: 'Carbon intensity data: Carbon Intensity API, National Energy System Operator (NESO), CC BY 4.0', url: 'https://carbon-intensity.github.io/api-definitions/' },
  },
  cacheTtlMs: 10 * 60_000,
})
