export * from './upstreams/bls.ts'
export * from './timeseries.ts'
