import { describe, expect, it } from 'vitest'
import { nonprofitExplorer } from '../src/upstreams/propublica.ts'

// What ProPublica publishes (see test/fixtures/propublica/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('ProPublica Nonprofit Explorer: credited in meta.attribution, no published rate limit', () => {
    expect(nonprofitExplorer.terms?.attribution?.text).toMatch(/ProPublica Nonprofit Explorer/)
    expect(nonprofitExplorer.quota).toBeUndefined()
  })
})
