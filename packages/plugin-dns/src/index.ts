export { dnsPlugin } from './plugin.ts'
export { dnsPlugin as default } from './plugin.ts'
