export { timezonePlugin } from './plugin.ts'
export { timezonePlugin as default } from './plugin.ts'
