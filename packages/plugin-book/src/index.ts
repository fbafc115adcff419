export { bookPlugin } from './plugin.ts'
export { bookPlugin as default } from './plugin.ts'
