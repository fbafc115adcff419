export { sunrisePlugin } from './plugin.ts'
export { sunrisePlugin as default } from './plugin.ts'
