export { nonprofitPlugin } from './plugin.ts'
export { nonprofitPlugin as default } from './plugin.ts'
