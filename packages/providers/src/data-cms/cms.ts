/** CMS's data.cms.gov as other plugins read it (`@svc/providers/data-cms`), with its row query. The NPPES NPI Registry is `@svc/providers/npi`. */
export { cmsRows, dataCms, datasetId } from './upstreams/data-cms.ts'
