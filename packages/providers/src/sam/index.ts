export * from './upstream.ts'
export * from './exclusions.ts'
