export { cryptoPlugin } from './plugin.ts'
export { cryptoPlugin as default } from './plugin.ts'
