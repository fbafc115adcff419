export { paperPlugin } from './plugin.ts'
export { paperPlugin as default } from './plugin.ts'
