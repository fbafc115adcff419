import { describe, expect, it } from 'vitest'
import { openProductsFacts } from '../src/upstreams/open-products-facts.ts'

// What Open Products Facts publishes (see test/fixtures/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('Open Products Facts: 100 product reads a minute, ODbL credit in meta.attribution', () => {
    expect(openProductsFacts.quota?.withoutKey).toEqual({ requests: 100, perSeconds: 60 })
    expect(openProductsFacts.terms?.attribution?.text).toMatch(/Open Products Facts.*ODbL/)
  })
})
