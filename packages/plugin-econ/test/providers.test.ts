import { describe, expect, it } from 'vitest'
import { cftc } from '../src/upstreams/cftc.ts'
import { treasuryRates } from '../src/upstreams/treasury-rates.ts'

// What the providers publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('Treasury and CFTC: public-domain data, terms linked; the CFTC app token has a signup page', () => {
    for (const upstream of [treasuryRates, cftc]) expect(upstream.terms?.commercial.use, upstream.id).toBe('allowed')
    expect(cftc.key?.signupUrl).toMatch(/^https:\/\/publicreporting\.cftc\.gov\//)
  })
})
