export { bankPlugin } from './plugin.ts'
export { bankPlugin as default } from './plugin.ts'
