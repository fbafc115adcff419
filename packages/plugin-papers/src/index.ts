export { papersPlugin } from './plugin.ts'
export { papersPlugin as default } from './plugin.ts'
