import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { diffJson } from '../utils/diff.ts'
import { assertDepth, jsonValue } from '../utils/json.ts'

export default defineOperation({
  name: 'diff-json',
  sources: sourcesInWords('none (microdiff)'),
  method: 'POST',
  description: 'Compares two JSON documents and lists every change (add, remove, replace) with its JSON Pointer path and old and new values, plus counts.',
  input: v.strictObject({
    a: jsonValue,
    b: jsonValue,
    maxChanges: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 10_000),
  }),
  response: 'legacy',
  keywords: ['json diff', 'compare json', 'json patch', 'object difference', 'what changed between two json'],
  handler: ({ input }) => {
    assertDepth(input.a, 'a')
    assertDepth(input.b, 'b')
    const { changes, counts } = diffJson(input.a, input.b, input.maxChanges)
    const total = counts.add + counts.remove + counts.replace
    return {
      equal: total === 0,
      summary: { added: counts.add, removed: counts.remove, replaced: counts.replace, total },
      truncated: total > changes.length,
      changes,
    }
  },
})
