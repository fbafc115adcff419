/** The NPPES NPI Registry as other plugins read it (`@svc/providers/npi`): the upstream, its search and its record. */
export { npiSearch, toProvider } from './npi.ts'
export { nppes } from './upstreams/nppes.ts'
