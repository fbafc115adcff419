export { ediPlugin } from './plugin.ts'
export { ediPlugin as default } from './plugin.ts'
