export { createFeedbackPlugin, feedbackPlugin } from './plugin.ts'
export { feedbackPlugin as default } from './plugin.ts'
