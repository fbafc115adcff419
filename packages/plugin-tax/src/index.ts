export { taxPlugin } from './plugin.ts'
export { taxPlugin as default } from './plugin.ts'
