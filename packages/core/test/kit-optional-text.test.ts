import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { optionalText } from '../src/index.ts'

describe("the kit's optionalText", () => {
  const schema = v.object({ q: optionalText(2, 10, 'Search words') })

  it('takes trimmed text within its bounds, and nothing when left out', () => {
    expect(v.parse(schema, { q: '  bread ' })).toEqual({ q: 'bread' })
    expect(v.parse(schema, { q: 'ab' })).toEqual({ q: 'ab' })
    expect(v.parse(schema, {})).toEqual({})
  })

  it('refuses text shorter or longer than its bounds once trimmed, and what is not text, naming the member', () => {
    for (const q of [' a ', '', 'a'.repeat(11), 42]) {
      const result = v.safeParse(schema, { q })
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.path?.[0]?.key).toBe('q')
    }
  })

  it('carries its description, as the OpenAPI document shows it', () => {
    expect(JSON.stringify(optionalText(1, 60, 'Aircraft make, e.g. Cessna'))).toContain('Aircraft make, e.g. Cessna')
  })
})
