export * from './upstream.ts'
export * from './screening.ts'
export * from './names.ts'
