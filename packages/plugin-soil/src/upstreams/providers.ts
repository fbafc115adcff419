import { defineUpstream, usGovernmentWork } from '@svc/core'

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
  // A static site: no published limit. PRISM's terms ask for credit and that its zones not be called the official USDA map.
  terms: {
    url: 'https://prism.oregonstate.edu/terms/',
    commercial: { use: 'allowed', note: 'PRISM hardiness zone data are freely available with credit to the PRISM Climate Group' },
    attribution: { text: 'Hardiness zones: PRISM Climate Group, Oregon State University (2023 data, via Frostline / phzmapi.org); not the official USDA Plant Hardiness Zone Map' },
  },
  timeoutMs: 10_000,
})

/** USDA NRCS Soil Data Access: SQL over SSURGO through the tabular REST service. No key. */
export const soilDataAccess = defineUpstream({
  id: 'soil-data-access',
  name: 'USDA NRCS Soil Data Access (SSURGO)',
  baseUrl: 'https://sdmdataaccess.sc.egov.usda.gov',
  docsUrl: 'https://sdmdataaccess.nrcs.usda.gov/WebServiceHelp.aspx',
  ...usGovernmentWork({ data: 'SSURGO' }),
  // No request rate is published; a query may return at most 100,000 rows or 32 MB.
  timeoutMs: 30_000,
})
