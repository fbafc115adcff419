export { govPlugin } from './plugin.ts'
export { govPlugin as default } from './plugin.ts'
