export { propertyPlugin } from './plugin.ts'
export { propertyPlugin as default } from './plugin.ts'
