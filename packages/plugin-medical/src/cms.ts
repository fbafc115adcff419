/** CMS's APIs as other plugins read them (`@svc/plugin-medical/cms`): data.cms.gov with its row query, and the NPPES NPI Registry. */
export { cmsRows, dataCms, datasetId } from './upstreams/data-cms.ts'
export { nppes } from './upstreams/nppes.ts'
