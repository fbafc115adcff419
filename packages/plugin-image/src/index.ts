export { imagePlugin } from './plugin.ts'
export { imagePlugin as default } from './plugin.ts'
