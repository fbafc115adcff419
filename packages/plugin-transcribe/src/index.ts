export { transcribePlugin } from './plugin.ts'
export { transcribePlugin as default } from './plugin.ts'
