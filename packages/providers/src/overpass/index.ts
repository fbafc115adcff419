export * from './overpass.ts'
