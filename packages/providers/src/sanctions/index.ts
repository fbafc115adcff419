export * from './screening/shared.ts'
export * from './matching/names.ts'
