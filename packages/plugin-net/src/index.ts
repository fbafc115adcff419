export { netPlugin } from './plugin.ts'
export { netPlugin as default } from './plugin.ts'
