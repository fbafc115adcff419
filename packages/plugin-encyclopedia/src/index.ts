export { encyclopediaPlugin } from './plugin.ts'
export { encyclopediaPlugin as default } from './plugin.ts'
