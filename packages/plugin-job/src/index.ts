export { jobPlugin } from './plugin.ts'
export { jobPlugin as default } from './plugin.ts'
