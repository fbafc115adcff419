export { occupationPlugin } from './plugin.ts'
export { occupationPlugin as default } from './plugin.ts'
