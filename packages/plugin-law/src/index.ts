export { lawPlugin } from './plugin.ts'
export { lawPlugin as default } from './plugin.ts'
