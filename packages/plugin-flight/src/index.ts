export { flightPlugin } from './plugin.ts'
export { flightPlugin as default } from './plugin.ts'
