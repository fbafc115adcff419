export * from './broker/shared.ts'
export * from './broker/search.ts'
