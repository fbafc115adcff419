export { healthPlugin } from './plugin.ts'
export { healthPlugin as default } from './plugin.ts'
