export { waterPlugin } from './plugin.ts'
export { waterPlugin as default } from './plugin.ts'
