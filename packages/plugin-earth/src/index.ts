export { earthPlugin } from './plugin.ts'
export { earthPlugin as default } from './plugin.ts'
