import { defineUpstream, usGovernmentWork } from '@svc/core'

/** FEMA National Risk Index feature services (ArcGIS REST, FEMA's public organization); no key. */
export const femaNri = defineUpstream({
  id: 'fema-nri',
  name: 'FEMA National Risk Index',
  baseUrl: 'https://services.arcgis.com/XG15cJAlne2vxtgt/arcgis/rest/services',
  docsUrl: 'https://hazards.fema.gov/nri/data-resources',
  ...usGovernmentWork({ data: 'FEMA National Risk Index', licenseNote: 'FEMA NRI terms of use' }),
  timeoutMs: 30_000,
})
