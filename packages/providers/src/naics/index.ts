export * from './codes.ts'
