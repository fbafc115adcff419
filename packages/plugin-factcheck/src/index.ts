export { factcheckPlugin } from './plugin.ts'
export { factcheckPlugin as default } from './plugin.ts'
