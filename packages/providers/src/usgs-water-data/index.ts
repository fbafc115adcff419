export * from './collections.ts'
export { usgsWaterData } from './upstream.ts'
