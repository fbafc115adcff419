/** CMS's data.cms.gov as other plugins read it (`@svc/plugin-medical/cms`), with its row query. The NPPES NPI Registry is `@svc/plugin-medical/npi`. */
export { cmsRows, dataCms, datasetId } from './upstreams/data-cms.ts'
