export { agriculturePlugin } from './plugin.ts'
export { agriculturePlugin as default } from './plugin.ts'
