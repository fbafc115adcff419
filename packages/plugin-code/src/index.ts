export { codePlugin } from './plugin.ts'
export { codePlugin as default } from './plugin.ts'
