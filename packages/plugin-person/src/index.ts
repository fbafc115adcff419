export { personPlugin } from './plugin.ts'
export { personPlugin as default } from './plugin.ts'
