import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { runRegex } from '../utils/regex-pool.ts'

export default defineOperation({
  name: 'regex-test',
  sources: sourcesInWords('none (worker thread)'),
  method: 'POST',
  description: 'Runs a JavaScript regular expression against a text and lists the matches with positions and capture groups, under a time limit.',
  input: v.strictObject({
    pattern: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
    flags: v.optional(v.pipe(v.string(), v.regex(/^(?!.*(.).*\1)[dgimsuvy]*$/, 'must be distinct letters among d g i m s u v y')), ''),
    text: v.pipe(v.string(), v.maxLength(200_000)),
    maxMatches: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
    timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(1000)), 1000),
  }),
  response: 'legacy',
  keywords: ['regex tester', 'test regular expression', 'regexp match', 'capture groups', 'pattern matching'],
  // A pattern or flags that do not compile are refused before any 402. Compiling is linear and safe on the event
  // loop; only matching can backtrack.
  check: (input) => {
    try {
      new RegExp('', input.flags)
    } catch (error) {
      throw invalidField('flags', (error as Error).message)
    }
    try {
      new RegExp(input.pattern, input.flags)
    } catch (error) {
      throw invalidField('pattern', (error as Error).message, { reason: 'syntax' })
    }
  },
  handler: async ({ input, signal }) => {
    const job = { pattern: input.pattern, flags: input.flags, text: input.text, maxMatches: input.maxMatches, maxChars: 1_000_000 }
    const { matches, truncated } = await runRegex(job, input.timeoutMs, signal)
    return { pattern: input.pattern, flags: input.flags, matched: matches.length > 0, count: matches.length, truncated, matches }
  },
})
