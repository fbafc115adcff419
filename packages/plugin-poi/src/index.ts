export { poiPlugin } from './plugin.ts'
export { poiPlugin as default } from './plugin.ts'
