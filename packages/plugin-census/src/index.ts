export { censusPlugin } from './plugin.ts'
export { censusPlugin as default } from './plugin.ts'
