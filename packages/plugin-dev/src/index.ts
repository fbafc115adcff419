export { devPlugin } from './plugin.ts'
export { devPlugin as default } from './plugin.ts'
