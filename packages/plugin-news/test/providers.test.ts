import { describe, expect, it } from 'vitest'
import { gdelt } from '../src/upstreams/gdelt.ts'
import { hackerNews } from '../src/upstreams/hacker-news.ts'
import { hnSearch } from '../src/upstreams/hn-search.ts'

// What each provider publishes (see the fixture READMEs' audit sections): a change here is a change of their terms.
describe('provider declarations', () => {
  it('GDELT: one request every 5 s, any use with attribution', () => {
    expect(gdelt.quota?.withoutKey).toEqual({ requests: 1, perSeconds: 5 })
    expect(gdelt.terms?.commercial.use).toBe('allowed')
    expect(gdelt.terms?.attribution?.text).toContain('GDELT Project')
  })

  it('HN Search: 10,000 requests an hour per IP, as its API page says', () => {
    expect(hnSearch.quota).toEqual({ withoutKey: { requests: 10_000, perSeconds: 3600 }, url: 'https://hn.algolia.com/api' })
  })

  it('Hacker News API: no published limit, and terms declared unknown (none published), not invented', () => {
    expect(hackerNews.quota).toBeUndefined()
    expect(hackerNews.terms?.commercial.use).toBe('unknown')
    expect(hackerNews.terms?.commercial.note).toContain('publishes no terms of use')
  })
})
