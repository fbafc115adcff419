import { describe, expect, it } from 'vitest'
import { STATE_FIPS, stateFips } from '../src/us-states/index.ts'

describe('us-states', () => {
  it('has the 50 states, DC and Puerto Rico, each with its own FIPS code', () => {
    expect(Object.keys(STATE_FIPS)).toHaveLength(52)
    expect(new Set(Object.values(STATE_FIPS)).size).toBe(52)
    expect([STATE_FIPS.CA, STATE_FIPS.DC, STATE_FIPS.PR, STATE_FIPS.WY]).toEqual(['06', '11', '72', '56'])
  })

  it('reads a postal code in any case or a known FIPS code, and nothing else', () => {
    expect([stateFips('tx'), stateFips('48'), stateFips('03'), stateFips('GU'), stateFips('USA')]).toEqual(['48', '48', undefined, undefined, undefined])
  })
})
