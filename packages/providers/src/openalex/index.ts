export * from './upstreams/openalex.ts'
export * from './openalex/ids.ts'
