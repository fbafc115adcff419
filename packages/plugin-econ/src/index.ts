export { econPlugin } from './plugin.ts'
export { econPlugin as default } from './plugin.ts'
