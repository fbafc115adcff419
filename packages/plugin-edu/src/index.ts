export { eduPlugin } from './plugin.ts'
export { eduPlugin as default } from './plugin.ts'
