export { maritimePlugin } from './plugin.ts'
export { maritimePlugin as default } from './plugin.ts'
