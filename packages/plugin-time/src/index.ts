export { timePlugin } from './plugin.ts'
export { timePlugin as default } from './plugin.ts'
