export * from './npi-registry.ts'
export * from './npi.ts'
