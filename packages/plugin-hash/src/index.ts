export { hashPlugin } from './plugin.ts'
export { hashPlugin as default } from './plugin.ts'
