export * from './upstream.ts'
export * from './ids.ts'
export * from './paging.ts'
