export { countryPlugin } from './plugin.ts'
export { countryPlugin as default } from './plugin.ts'
