export { wordPlugin } from './plugin.ts'
export { wordPlugin as default } from './plugin.ts'
