export { tradePlugin } from './plugin.ts'
export { tradePlugin as default } from './plugin.ts'
