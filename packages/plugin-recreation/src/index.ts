export { recreationPlugin } from './plugin.ts'
export { recreationPlugin as default } from './plugin.ts'
