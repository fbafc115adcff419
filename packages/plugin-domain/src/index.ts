export { domainPlugin } from './plugin.ts'
export { domainPlugin as default } from './plugin.ts'
