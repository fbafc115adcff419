export { vehiclePlugin } from './plugin.ts'
export { vehiclePlugin as default } from './plugin.ts'
