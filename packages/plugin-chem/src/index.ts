export { chemPlugin } from './plugin.ts'
export { chemPlugin as default } from './plugin.ts'
