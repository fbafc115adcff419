export { tlsPlugin } from './plugin.ts'
export { tlsPlugin as default } from './plugin.ts'
