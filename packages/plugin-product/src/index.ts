export { productPlugin } from './plugin.ts'
export { productPlugin as default } from './plugin.ts'
