import { defineUpstream } from '@svc/core'

/**
 * Frostline's USDA plant hardiness zones by ZIP (phzmapi.org): static JSON built from the PRISM Climate
 * Group's hardiness zone data for the USDA map. No key.
 */
export const phzmapi = defineUpstream({
  id: 'phzmapi',
  name: 'Frostline hardiness zones (PRISM / USDA plant hardiness zone map)',
  baseUrl: 'https://phzmapi.org',
  docsUrl: 'https://github.com/waldoj/frostline',
  license: 'PRISM Climate Group / USDA data, public; Frostline code MIT',
  timeoutMs: 10_000,
})

/** USDA NRCS Soil Data Access: SQL over SSURGO through the tabular REST service. No key. */
export const soilDataAccess = defineUpstream({
  id: 'soil-data-access',
  name: 'USDA NRCS Soil Data Access (SSURGO)',
  baseUrl: 'https://sdmdataaccess.sc.egov.usda.gov',
  docsUrl: 'https://sdmdataaccess.nrcs.usda.gov/WebServiceHelp.aspx',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 30_000,
})
