export { medicalPlugin } from './plugin.ts'
export { medicalPlugin as default } from './plugin.ts'
