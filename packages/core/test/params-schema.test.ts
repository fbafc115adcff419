import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { paramsSchema } from '../src/index.ts'

describe('published params schema', () => {
  it('keeps the allowed values and the description of a param normalised before its picklist', () => {
    const input = v.object({
      state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['NY', 'CO'] as const), v.description('State registry'))),
      system: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.enum({ naics: 'naics', sic: 'sic' })),
      plain: v.optional(v.pipe(v.picklist(['a', 'b']), v.description('A plain picklist')), 'a'),
    })
    expect(paramsSchema(input)).toEqual({
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['NY', 'CO'], description: 'State registry' },
        system: { type: 'string', enum: ['naics', 'sic'] },
        plain: { type: 'string', enum: ['a', 'b'], description: 'A plain picklist', default: 'a' },
      },
      required: ['system'],
      additionalProperties: false,
    })
  })
})
