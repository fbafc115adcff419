export { tcgPlugin } from './plugin.ts'
export { tcgPlugin as default } from './plugin.ts'
