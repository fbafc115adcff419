/** openFDA as the plugins read it (`@svc/providers/openfda`): the upstream, its query builder, its record readers and its recall reports. */
export { openFda } from './upstream.ts'
export { dateRange, fdaSearch, source, term, type FdaQuery } from './query.ts'
export { either, fdaList, type FdaList } from './list.ts'
export { anyDay, first, flag, isoDay, list, str, strings } from './values.ts'
export { limit, skip, text } from './params.ts'
export { RECALL_CLASSES, RECALL_STATUSES, searchRecalls, type RecallFilters } from './enforcement.ts'
