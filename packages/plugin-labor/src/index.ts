export { laborPlugin } from './plugin.ts'
export { laborPlugin as default } from './plugin.ts'
