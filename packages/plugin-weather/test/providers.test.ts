import { describe, expect, it } from 'vitest'
import { nws } from '../src/upstreams/nws.ts'

// What the NWS publishes (see test/fixtures/nws/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('NWS: public-domain data, no published rate limit (so no quota), documentation and terms linked', () => {
    expect(nws.terms).toMatchObject({ commercial: { use: 'allowed' }, url: expect.stringMatching(/^https:\/\/www\.weather\.gov\//) })
    expect(nws.quota).toBeUndefined()
  })
})
