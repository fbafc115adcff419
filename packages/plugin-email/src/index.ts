export { emailPlugin } from './plugin.ts'
export { emailPlugin as default } from './plugin.ts'
