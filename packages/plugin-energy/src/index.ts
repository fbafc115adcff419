export { energyPlugin } from './plugin.ts'
export { energyPlugin as default } from './plugin.ts'
