import { describe, expect, it } from 'vitest'
import { countryCodes } from '../src/search-codes.ts'

describe('countryCodes', () => {
  it('lists every ISO 3166 alpha-3 code of world-countries, each read alone as a country', () => {
    const [kind] = countryCodes()
    expect(kind!.codes).toContain('KAZ')
    expect(kind!.codes).toContain('NZL')
    expect(kind!.codes.length).toBeGreaterThan(240)
    expect(kind!.codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true)
    expect(kind!.alone).toEqual(kind!.codes)
  })
})
