export { htmlPlugin } from './plugin.ts'
export { htmlPlugin as default } from './plugin.ts'
