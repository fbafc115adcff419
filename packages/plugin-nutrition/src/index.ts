export { nutritionPlugin } from './plugin.ts'
export { nutritionPlugin as default } from './plugin.ts'
