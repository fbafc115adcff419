/** openFDA as other plugins read it (`@svc/providers/openfda`): the upstream, its query builder and its parameters. */
export { openFda } from '../upstreams/openfda.ts'
export { dateRange, fdaSearch, first, isoDay, list, source, str, term, type FdaQuery } from './query.ts'
export { limit, skip, text } from './params.ts'
