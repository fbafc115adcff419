export * from './data-cms.ts'
