export { ipinfoPlugin } from './plugin.ts'
export { ipinfoPlugin as default } from './plugin.ts'
