export { convertPlugin } from './plugin.ts'
export { convertPlugin as default } from './plugin.ts'
