import { describe, expect, it } from 'vitest'
import { currencyCodes } from '../src/search-codes.ts'

describe('currencyCodes', () => {
  it('reads alone only the ISO 4217 codes of no country (X codes): a country\'s code alone is as often a ticker', () => {
    const [kind] = currencyCodes()
    expect(kind!.codes).toContain('AMD')
    expect(kind!.alone).toContain('XOF')
    expect(kind!.alone).toContain('XAF')
    expect(kind!.alone).not.toContain('AMD')
    expect(kind!.alone.every((code) => code.startsWith('X'))).toBe(true)
  })
})
