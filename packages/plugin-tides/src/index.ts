export { tidesPlugin } from './plugin.ts'
export { tidesPlugin as default } from './plugin.ts'
