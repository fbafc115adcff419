export { papersPlugin } from './plugin.ts'
export { papersPlugin as default } from './plugin.ts'
/** Shared with @svc/plugin-research, which reads authors and institutions from the same provider. */
export { openAlex } from './upstreams/openalex.ts'
export { politeQuery, shortId } from './openalex/ids.ts'
