import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { keyOf } from '../src/index.ts'

const SORTS = { stars: 'stargazers', updated: 'updated_at', name: 'full_name' }

describe('keyOf (a picklist of a lookup table\'s keys)', () => {
  it('offers the table\'s own keys, in order, and accepts each of them', () => {
    const schema = keyOf(SORTS)
    expect(schema.options).toEqual(['stars', 'updated', 'name'])
    for (const key of Object.keys(SORTS)) expect(v.parse(schema, key)).toBe(key)
  })

  it('refuses anything else with the message of the hand-written picklist it replaces', () => {
    const byHand = v.picklist(Object.keys(SORTS) as Array<keyof typeof SORTS>)
    for (const value of ['newest', 'toString', 'constructor', '', 1, null, undefined]) {
      const refused = v.safeParse(keyOf(SORTS), value)
      expect(refused.success).toBe(false)
      expect(refused.issues?.map((issue) => issue.message)).toEqual(v.safeParse(byHand, value).issues?.map((issue) => issue.message))
    }
    expect(v.safeParse(keyOf(SORTS), 'newest').issues?.[0]?.message).toBe('Invalid type: Expected ("stars" | "updated" | "name") but received "newest"')
  })

  it('reads the table when it is made: a key added later is not offered', () => {
    const table: Record<string, number> = { a: 1 }
    const schema = keyOf(table)
    table.b = 2
    expect(v.safeParse(schema, 'b').success).toBe(false)
  })
})
