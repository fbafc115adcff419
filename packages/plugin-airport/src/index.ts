export { airportPlugin } from './plugin.ts'
export { airportPlugin as default } from './plugin.ts'
