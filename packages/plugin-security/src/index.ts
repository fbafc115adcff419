export { securityPlugin } from './plugin.ts'
export { securityPlugin as default } from './plugin.ts'
