export { parkPlugin } from './plugin.ts'
export { parkPlugin as default } from './plugin.ts'
