export { sportsPlugin } from './plugin.ts'
export { sportsPlugin as default } from './plugin.ts'
