export { financePlugin } from './plugin.ts'
export { financePlugin as default } from './plugin.ts'
