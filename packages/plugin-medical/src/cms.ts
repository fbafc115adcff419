/** data.cms.gov as other plugins read it (`@svc/plugin-medical/cms`): the upstream and its row query. */
export { cmsRows, dataCms, datasetId } from './upstreams/data-cms.ts'
