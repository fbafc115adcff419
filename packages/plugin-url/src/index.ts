export { urlPlugin } from './plugin.ts'
export { urlPlugin as default } from './plugin.ts'
