export * from './upstream.ts'
export * from './search.ts'
export * from './criteria.ts'
