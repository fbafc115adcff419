export * from './fred.ts'
