export { fxPlugin } from './plugin.ts'
export { fxPlugin as default } from './plugin.ts'
