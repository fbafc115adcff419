export { inflationPlugin } from './plugin.ts'
export { inflationPlugin as default } from './plugin.ts'
