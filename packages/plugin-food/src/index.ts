export { foodPlugin } from './plugin.ts'
export { foodPlugin as default } from './plugin.ts'
