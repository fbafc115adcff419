export { aircraftPlugin } from './plugin.ts'
export { aircraftPlugin as default } from './plugin.ts'
