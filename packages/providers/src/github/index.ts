export * from './upstream.ts'
export * from './read.ts'
export * from './repository.ts'
