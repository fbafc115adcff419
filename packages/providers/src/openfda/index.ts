export * from './openfda/shared.ts'
