import { describe, expect, it } from 'vitest'
import { fsaRatings } from '../src/upstreams/fsa.ts'

// What the FSA publishes (see test/fixtures/fsa/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('FSA ratings: Open Government Licence credit in meta.attribution, no published rate limit', () => {
    expect(fsaRatings.terms?.attribution?.text).toMatch(/Open Government Licence v3\.0/)
    expect(fsaRatings.quota).toBeUndefined()
  })
})
