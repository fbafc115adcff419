export { searchPlugin } from './plugin.ts'
export { searchPlugin as default } from './plugin.ts'
