export * from './upstream.ts'
export * from './search.ts'
