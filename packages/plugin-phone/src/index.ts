export { phonePlugin } from './plugin.ts'
export { phonePlugin as default } from './plugin.ts'
