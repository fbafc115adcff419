export * from './census.ts'
