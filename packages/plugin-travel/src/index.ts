export { travelPlugin } from './plugin.ts'
export { travelPlugin as default } from './plugin.ts'
