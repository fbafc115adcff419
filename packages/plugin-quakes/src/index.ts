export { quakesPlugin } from './plugin.ts'
export { quakesPlugin as default } from './plugin.ts'
