export { validatePlugin } from './plugin.ts'
export { validatePlugin as default } from './plugin.ts'
