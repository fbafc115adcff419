export { geocodePlugin } from './plugin.ts'
export { geocodePlugin as default } from './plugin.ts'
