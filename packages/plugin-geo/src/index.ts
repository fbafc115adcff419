export { geoPlugin } from './plugin.ts'
export { geoPlugin as default } from './plugin.ts'
