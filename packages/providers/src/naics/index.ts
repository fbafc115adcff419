export * from './naics/codes.ts'
