export { countdownPlugin } from './plugin.ts'
export { countdownPlugin as default } from './plugin.ts'
