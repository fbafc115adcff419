export { worldbankPlugin } from './plugin.ts'
export { worldbankPlugin as default } from './plugin.ts'
