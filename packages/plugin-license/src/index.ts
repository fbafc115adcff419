export { licensePlugin } from './plugin.ts'
export { licensePlugin as default } from './plugin.ts'
