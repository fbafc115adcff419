export { aiPlugin } from './plugin.ts'
export { aiPlugin as default } from './plugin.ts'
