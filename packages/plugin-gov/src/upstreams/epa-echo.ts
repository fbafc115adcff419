import { defineUpstream, usGovernmentWork } from '@svc/core'

/** EPA ECHO (Enforcement and Compliance History Online) facility search services; no key. */
export const epaEcho = defineUpstream({
  id: 'epa-echo',
  name: 'EPA ECHO (Enforcement and Compliance History Online)',
  baseUrl: 'https://echodata.epa.gov',
  docsUrl: 'https://echo.epa.gov/tools/web-services/facility-search-all-data',
  ...usGovernmentWork({ data: 'EPA ECHO compliance data' }),
  timeoutMs: 30_000,
  cacheTtlMs: 12 * 3_600_000,
})
