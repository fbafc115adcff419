export { soilPlugin } from './plugin.ts'
export { soilPlugin as default } from './plugin.ts'
