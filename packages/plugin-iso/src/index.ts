export { isoPlugin } from './plugin.ts'
export { isoPlugin as default } from './plugin.ts'
