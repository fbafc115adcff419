import { describe, expect, it } from 'vitest'
import { crossref } from '../src/upstreams/crossref.ts'

// What Crossref publishes (see test/fixtures/crossref/README.md, "Audit (2026-11)").
describe('Crossref declaration', () => {
  it('keeps to the public pool: 5 single-record requests a second, one at a time', () => {
    expect(crossref.quota?.withoutKey).toEqual({ requests: 5, perSeconds: 1 })
    expect(crossref.concurrency).toBe(1)
    expect(crossref.terms?.commercial.use).toBe('allowed')
  })
})
