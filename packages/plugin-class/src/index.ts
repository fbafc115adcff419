export { classPlugin } from './plugin.ts'
export { classPlugin as default } from './plugin.ts'
