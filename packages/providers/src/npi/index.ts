export * from './upstream.ts'
export * from './npi.ts'
