export { aviationPlugin } from './plugin.ts'
export { aviationPlugin as default } from './plugin.ts'
