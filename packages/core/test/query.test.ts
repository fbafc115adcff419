import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isApiError } from '../src/errors.ts'
import { coerceQuery } from '../src/input.ts'

const schema = v.object({
  count: v.optional(v.pipe(v.number(), v.integer())),
  loud: v.optional(v.boolean()),
  text: v.optional(v.string()),
  ids: v.optional(v.array(v.number())),
  tags: v.optional(v.pipe(v.array(v.string()), v.maxLength(3))),
})

const read = (query: string) => coerceQuery(new URLSearchParams(query), schema)

describe('query coercion', () => {
  it('types numbers and booleans by the schema, and leaves what does not read as one for validation to name', () => {
    expect(read('count=3&loud=true&text=42')).toEqual({ count: 3, loud: true, text: '42' })
    expect(read('loud=0&count=%203%20')).toEqual({ loud: false, count: 3 })
    expect(read('count=three&loud=maybe&text=')).toEqual({ count: 'three', loud: 'maybe', text: '' })
    // The same schema read again (its field readings are kept) gives the same answer.
    expect(read('count=3&loud=true&text=42')).toEqual({ count: 3, loud: true, text: '42' })
  })

  it('reads a list comma separated, or repeated (each value whole), typing its items', () => {
    expect(read('ids=1,2,3&tags=a,b')).toEqual({ ids: [1, 2, 3], tags: ['a', 'b'] })
    expect(read('tags=a,b&tags=c')).toEqual({ tags: ['a,b', 'c'] })
    expect(read('ids=1&ids=x')).toEqual({ ids: [1, 'x'] })
  })

  it('refuses a single-valued parameter given twice, naming it', () => {
    let thrown: unknown
    try {
      read('text=a&count=1&count=2')
    } catch (error) {
      thrown = error
    }
    expect(isApiError(thrown) && thrown.code).toBe('INVALID_INPUT')
    expect((thrown as { details?: { field?: string } }).details?.field).toBe('count')
    expect((thrown as Error).message).toMatch(/count: given 2 times/)
  })

  it('keeps the first value of an unknown parameter (for the unknown-member check) and skips the trial flag', () => {
    expect(read('other=1&other=2&trial=1&text=x')).toEqual({ other: '1', text: 'x' })
  })
})
