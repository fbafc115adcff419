import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { optionalText, requiredText } from '../src/index.ts'

describe("the kit's requiredText", () => {
  const schema = v.object({ q: requiredText(2, 10, 'Search words') })

  it('takes trimmed text within its bounds', () => {
    expect(v.parse(schema, { q: '  bread ' })).toEqual({ q: 'bread' })
    expect(v.parse(schema, { q: 'ab' })).toEqual({ q: 'ab' })
  })

  it('refuses the member left out, text shorter or longer than its bounds once trimmed, and what is not text, naming the member', () => {
    for (const input of [{}, { q: undefined }, { q: ' a ' }, { q: '' }, { q: 'a'.repeat(11) }, { q: 42 }]) {
      const result = v.safeParse(schema, input)
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.path?.[0]?.key).toBe('q')
    }
  })

  it('carries its description, as the OpenAPI document shows it', () => {
    expect(JSON.stringify(requiredText(1, 60, 'Company name'))).toContain('Company name')
  })

  it('is what optionalText wraps, so the two refuse alike', () => {
    const optional = v.object({ q: optionalText(2, 10, 'Search words') })
    for (const q of [' a ', 'a'.repeat(11), 42]) expect(v.safeParse(optional, { q }).issues?.[0]?.message).toBe(v.safeParse(schema, { q }).issues?.[0]?.message)
  })
})
