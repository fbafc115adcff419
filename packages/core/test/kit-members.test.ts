import { describe, expect, it } from 'vitest'
import { dayMember, trimmedMember } from '../src/index.ts'

describe("the kit's readers of upstream row members", () => {
  it('reads trimmed text, a number as its text, and blank or other members as null', () => {
    expect(trimmedMember('  Acme Corp ')).toBe('Acme Corp')
    expect(trimmedMember(42)).toBe('42')
    expect([trimmedMember(''), trimmedMember('   '), trimmedMember(null), trimmedMember(undefined), trimmedMember(true), trimmedMember({})]).toEqual([null, null, null, null, null, null])
  })

  it('reads the day a date or timestamp starts with, and anything else as null', () => {
    expect(dayMember('2019-10-01T00:00:00.000')).toBe('2019-10-01')
    expect(dayMember('2024-02-29')).toBe('2024-02-29')
    expect([dayMember('10/01/2019'), dayMember(''), dayMember(null), dayMember(20191001)]).toEqual([null, null, null, null])
  })
})
