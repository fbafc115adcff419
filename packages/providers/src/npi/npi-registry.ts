/** The NPPES NPI Registry as other plugins read it (`@svc/plugin-medical/npi`): the upstream, its search and its record. */
export { npiSearch, toProvider } from './npi.ts'
export { nppes } from './upstreams/nppes.ts'
