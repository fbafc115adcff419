export { bioPlugin } from './plugin.ts'
export { bioPlugin as default } from './plugin.ts'
