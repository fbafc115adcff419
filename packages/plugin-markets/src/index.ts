export { marketsPlugin } from './plugin.ts'
export { marketsPlugin as default } from './plugin.ts'
