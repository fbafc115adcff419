export * from './upstream.ts'
export * from './timeseries.ts'
