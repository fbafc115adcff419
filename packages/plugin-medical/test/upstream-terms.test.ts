import { describe, expect, it } from 'vitest'
import { rxnav } from '../src/upstreams/rxnav.ts'

describe('published limits and terms', () => {
  it('RxNav: 20 requests a second per IP, its 403 counts as rate limiting, NLM\'s credit travels with the answer', () => {
    expect(rxnav.quota?.withoutKey).toEqual({ requests: 20, perSeconds: 1 })
    expect([403, 429, 404].map((status) => rxnav.isRateLimited!(new Response('', { status })))).toEqual([true, true, false])
    expect(rxnav.terms?.attribution?.text).toMatch(/^This product uses publicly available data from the U\.S\. National Library of Medicine/)
  })
})
