export { chinesePlugin } from './plugin.ts'
export { chinesePlugin as default } from './plugin.ts'
