export { govPlugin } from './plugin.ts'
export { govPlugin as default } from './plugin.ts'
/** The USAJOBS upstream and its User-Agent header, shared by @svc/plugin-job (one key, setting and cache). */
export { usajobs, usajobsHeaders } from './upstreams/usajobs.ts'
