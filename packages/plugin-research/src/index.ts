export { researchPlugin } from './plugin.ts'
export { researchPlugin as default } from './plugin.ts'
