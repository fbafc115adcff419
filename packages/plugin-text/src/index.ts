export { textPlugin } from './plugin.ts'
export { textPlugin as default } from './plugin.ts'
