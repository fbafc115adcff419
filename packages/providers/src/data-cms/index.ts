export * from './cms.ts'
