export { spacePlugin } from './plugin.ts'
export { spacePlugin as default } from './plugin.ts'
