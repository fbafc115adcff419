export { treasuryPlugin } from './plugin.ts'
export { treasuryPlugin as default } from './plugin.ts'
