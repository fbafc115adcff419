export { blsPlugin } from './plugin.ts'
export { blsPlugin as default } from './plugin.ts'
