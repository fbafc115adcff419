export { stocksPlugin } from './plugin.ts'
export { stocksPlugin as default } from './plugin.ts'
