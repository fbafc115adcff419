export { codehostPlugin } from './plugin.ts'
export { codehostPlugin as default } from './plugin.ts'
