import { defineUpstream } from '@svc/core'

/** National Grid ESO Carbon Intensity API (Great Britain). No key. */
export const carbonIntensity = defineUpstream({
  id: 'carbon-intensity',
  name: 'National Grid ESO Carbon Intensity API',
  baseUrl: 'https://api.carbonintensity.org.uk',
  docsUrl: 'https://carbon-intensity.github.io/api-definitions/',
  license: 'CC BY 4.0 (National Grid ESO)',
  timeoutMs: 15_000,
  cacheTtlMs: 10 * 60_000,
})
