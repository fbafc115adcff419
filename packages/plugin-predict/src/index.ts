export { predictPlugin } from './plugin.ts'
export { predictPlugin as default } from './plugin.ts'
