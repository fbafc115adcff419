export { registryPlugin } from './plugin.ts'
export { registryPlugin as default } from './plugin.ts'
