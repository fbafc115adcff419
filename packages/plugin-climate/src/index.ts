export { climatePlugin } from './plugin.ts'
export { climatePlugin as default } from './plugin.ts'
