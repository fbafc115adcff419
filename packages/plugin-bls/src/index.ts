export { blsPlugin } from './plugin.ts'
export { blsPlugin as default } from './plugin.ts'
/** The BLS Public Data API upstream, shared by @svc/plugin-labor (one key, quota and cache for both). */
export { bls } from './upstreams/bls.ts'
/** Its time-series request and value reading, shared the same way. */
export { blsNumber, requestTimeseries, type BlsSeries } from './timeseries.ts'
