export { musicPlugin } from './plugin.ts'
export { musicPlugin as default } from './plugin.ts'
