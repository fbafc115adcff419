export { forbidTogether, invalidField, requireOne } from './field-error.ts'
export { listAnswer, localSource, lookupAnswer, sourceOf, type AnswerOptions, type NormalizedAnswer, type Source } from './answer.ts'
export { calendarDate, rowLimit } from './params.ts'
export { numberMember, textMember } from './members.ts'
