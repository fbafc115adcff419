export { calendarPlugin } from './plugin.ts'
export { calendarPlugin as default } from './plugin.ts'
