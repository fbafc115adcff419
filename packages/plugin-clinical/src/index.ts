export { clinicalPlugin } from './plugin.ts'
export { clinicalPlugin as default } from './plugin.ts'
