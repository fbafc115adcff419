export { patentsPlugin } from './plugin.ts'
export { patentsPlugin as default } from './plugin.ts'
