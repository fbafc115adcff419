import { defineUpstream, usGovernmentWork } from '@svc/core'

/** FEMA National Risk Index feature services (ArcGIS REST, FEMA's public organization); no key. */
export const femaNri = defineUpstream({
  id: 'fema-nri',
  name: 'FEMA National Risk Index',
  baseUrl: 'https://services.arcgis.com/XG15cJAlne2vxtgt/arcgis/rest/services',
  docsUrl: 'https://hazards.fema.gov/nri/data-resources',
  license: 'Public domain (U.S. government work); FEMA NRI terms of use',
  terms: usGovernmentWork('FEMA National Risk Index'),
  timeoutMs: 30_000,
})
