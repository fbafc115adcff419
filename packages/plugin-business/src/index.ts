export { businessPlugin } from './plugin.ts'
export { businessPlugin as default } from './plugin.ts'
