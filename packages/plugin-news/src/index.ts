export { newsPlugin } from './plugin.ts'
export { newsPlugin as default } from './plugin.ts'
