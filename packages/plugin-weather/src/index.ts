export { weatherPlugin } from './plugin.ts'
export { weatherPlugin as default } from './plugin.ts'
