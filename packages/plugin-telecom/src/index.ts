export { telecomPlugin } from './plugin.ts'
export { telecomPlugin as default } from './plugin.ts'
