import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { flattenJson, unflattenJson } from '../utils/flatten.ts'
import { assertDepth, isObject, jsonContainer, type JsonObject, MAX_DEPTH } from '../utils/json.ts'

export default defineOperation({
  name: 'flatten-json',
  sources: sourcesInWords('none'),
  method: 'POST',
  description: 'Flattens nested JSON into one level of path keys (a.b.0 or a.b[0]), or unflattens such keys back into nested JSON.',
  input: v.strictObject({
    data: jsonContainer,
    mode: v.optional(v.picklist(['flatten', 'unflatten']), 'flatten'),
    separator: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(10)), '.'),
    arrayStyle: v.optional(v.picklist(['dot', 'bracket']), 'dot'),
    maxDepth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DEPTH))),
  }),
  response: 'legacy',
  keywords: ['flatten json', 'unflatten json', 'dot notation keys', 'nested object to flat', 'json paths'],
  // A separator the bracket style cannot read, or an array or maxDepth to unflatten, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.arrayStyle === 'bracket' && /[[\]]/.test(input.separator)) {
      throw invalidField('separator', 'cannot contain "[" or "]" with arrayStyle bracket')
    }
    if (input.mode === 'unflatten' && !isObject(input.data)) throw invalidField('data', 'unflatten takes an object of path keys, not an array')
    if (input.mode === 'unflatten' && input.maxDepth !== undefined) throw invalidField('maxDepth', 'applies to flatten only')
  },
  handler: ({ input }) => {
    assertDepth(input.data, 'data')
    const options = { separator: input.separator, arrayStyle: input.arrayStyle, field: 'data', maxKeys: 100_000, ...(input.maxDepth ? { maxDepth: input.maxDepth } : {}) }
    if (input.mode === 'flatten') {
      const result = flattenJson(input.data, options)
      return { mode: input.mode, result, keyCount: Object.keys(result).length }
    }
    // check() refused anything but an object to unflatten.
    const paths = input.data as JsonObject
    return { mode: input.mode, result: unflattenJson(paths, options), keyCount: Object.keys(paths).length }
  },
})
