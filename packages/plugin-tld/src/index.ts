export { tldPlugin } from './plugin.ts'
export { tldPlugin as default } from './plugin.ts'
