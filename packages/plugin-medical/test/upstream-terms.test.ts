import { describe, expect, it } from 'vitest'
import { medlinePlus } from '../src/upstreams/medlineplus.ts'
import { rxnav } from '../src/upstreams/rxnav.ts'

describe('published limits and terms', () => {
  it('RxNav: 20 requests a second per IP, its 403 counts as rate limiting, NLM\'s credit travels with the answer', () => {
    expect(rxnav.quota?.withoutKey).toEqual({ requests: 20, perSeconds: 1 })
    expect([403, 429, 404].map((status) => rxnav.isRateLimited!(new Response('', { status })))).toEqual([true, true, false])
    expect(rxnav.terms?.attribution?.text).toMatch(/^This product uses publicly available data from the U\.S\. National Library of Medicine/)
  })
  it('MedlinePlus Genetics: NLM\'s MedlinePlus Web service limit (85 a minute per IP) as a precaution; public domain, any use', () => {
    expect(medlinePlus.quota).toEqual({ withoutKey: { requests: 85, perSeconds: 60 }, url: 'https://medlineplus.gov/about/developers/webservices/' })
    expect(medlinePlus.terms?.commercial.use).toBe('allowed')
  })
})
