import { createUpstreams, type UpstreamDefinition, upstreamAvailability } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { braveSearch } from '../src/brave-search/index.ts'
import { finnhub } from '../src/finnhub/index.ts'
import { bls } from '../src/bls/index.ts'
import { brokerCheck } from '../src/brokercheck/index.ts'
import { github } from '../src/github/index.ts'
import { nppes } from '../src/npi/index.ts'
import { screeningList } from '../src/sanctions/index.ts'
import { usajobs } from '../src/usajobs/index.ts'
import { ianaRdap } from '../src/iana-rdap/index.ts'
import { npmRegistry } from '../src/npm/index.ts'
import { openFec } from '../src/openfec/index.ts'
import { fred } from '../src/fred/index.ts'
import { overpass } from '../src/overpass/index.ts'
import { samGov } from '../src/sam/index.ts'
import { coOpenData, ctOpenData, nyOpenData } from '../src/socrata/index.ts'

/** What one call to `definition` with key `k-1` sends: its URL and headers (no network: a recording fetch). */
async function sent(definition: UpstreamDefinition, key?: string) {
  let request: Request | undefined
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    request = new Request(input, init)
    return Response.json({})
  }
  const settings = { [definition.id]: { ...(key ? { key } : {}), acceptTerms: true } }
  await createUpstreams({ upstreams: settings }, { fetch })(definition).json('/probe', { signal: AbortSignal.timeout(5000) })
  return { url: new URL(request!.url), headers: request!.headers }
}

describe('keys go where each provider documents them', () => {
  it.each([
    [braveSearch.id, braveSearch, 'header', 'x-subscription-token', 'k-1'],
    [finnhub.id, finnhub, 'header', 'x-finnhub-token', 'k-1'],
    [github.id, github, 'header', 'authorization', 'Bearer k-1'],
    [openFec.id, openFec, 'query', 'api_key', 'k-1'],
    [nyOpenData.id, nyOpenData, 'header', 'x-app-token', 'k-1'],
    [coOpenData.id, coOpenData, 'header', 'x-app-token', 'k-1'],
    [ctOpenData.id, ctOpenData, 'header', 'x-app-token', 'k-1'],
  ] as const)('%s', async (_id, definition, where, name, value) => {
    const { url, headers } = await sent(definition, 'k-1')
    expect(where === 'header' ? headers.get(name) : url.searchParams.get(name)).toBe(value)
    expect(url.origin).toBe(definition.baseUrl)
  })

  it('keyless providers send none, and GitHub sends its API version and media type', async () => {
    for (const definition of [ianaRdap, npmRegistry]) expect([...(await sent(definition)).url.searchParams]).toEqual([])
    const { headers } = await sent(github)
    expect([headers.get('authorization'), headers.get('x-github-api-version'), headers.get('accept')]).toEqual([null, '2022-11-28', 'application/vnd.github+json'])
  })

  it('GitHub\'s empty rate-limit bucket (403 with x-ratelimit-remaining 0) counts as rate limiting, another 403 does not', () => {
    const answer = (status: number, remaining: string) => new Response('{}', { status, headers: { 'x-ratelimit-remaining': remaining } })
    expect([github.isRateLimited!(answer(403, '0')), github.isRateLimited!(answer(403, '12')), github.isRateLimited!(answer(429, '0'))]).toEqual([true, false, true])
  })

  it('published limits are declared as enforced quotas (per key where the key is required)', () => {
    expect([fred.quota?.withKey, finnhub.quota?.withKey, openFec.quota?.withKey, samGov.quota?.withKey, overpass.quota?.withoutKey]).toEqual([
      [{ requests: 2, perSeconds: 1 }, { requests: 120, perSeconds: 60 }],
      [{ requests: 30, perSeconds: 1 }, { requests: 60, perSeconds: 60 }],
      { requests: 1000, perSeconds: 3600 },
      { requests: 1000, perSeconds: 86_400 },
      { requests: 10_000, perSeconds: 86_400 },
    ])
    expect(overpass.terms?.attribution?.text).toBe('© OpenStreetMap contributors')
    expect(fred.terms?.attribution?.text).toContain('This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.')
    expect(fred.terms?.caching).toMatchObject({ note: expect.stringContaining('no limit on keeping answers'), url: 'https://fred.stlouisfed.org/docs/api/terms_of_use.html' })
  })

  it('GitHub\'s search limits are declared per path: 10 a minute without a token, 30 with one, code search 10', () => {
    const search = (limits: unknown) => [limits].flat().filter((limit: any) => limit.paths)
    expect(search(github.quota?.withoutKey)).toEqual([{ requests: 10, perSeconds: 60, paths: ['/search'] }])
    expect(search(github.quota?.withKey)).toEqual([{ requests: 30, perSeconds: 60, paths: ['/search'] }, { requests: 10, perSeconds: 60, paths: ['/search/code'] }])
    expect(github.terms?.commercial.use).toBe('allowed')
  })

  it('keyed government APIs name where a key is got, and their terms', () => {
    expect([bls, usajobs, screeningList].map((definition) => (definition.key as { signupUrl?: string }).signupUrl)).toEqual([
      'https://data.bls.gov/registrationEngine/',
      'https://developer.usajobs.gov/apirequest/',
      'https://developer.trade.gov/signup',
    ])
    expect([bls, usajobs, screeningList, nppes].map((definition) => definition.terms?.commercial.use)).toEqual(['allowed', 'allowed', 'allowed', 'allowed'])
    expect(bls.quota?.url).toBe('https://www.bls.gov/developers/api_faqs.htm')
    expect((nyOpenData.key as { signupUrl?: string }).signupUrl).toBe('https://dev.socrata.com/docs/app-tokens')
  })

  it('providers whose terms limit paid answers are unavailable until the operator accepts them, naming the setting; credits travel', () => {
    for (const definition of [finnhub, brokerCheck]) {
      const refused = upstreamAvailability(definition, { upstreams: { [definition.id]: { key: 'k' } } })
      expect(refused).toMatchObject({ available: false, reason: expect.stringContaining(`upstreams.${definition.id}.acceptTerms`) })
      expect(upstreamAvailability(definition, { upstreams: { [definition.id]: { key: 'k', acceptTerms: true } } })).toEqual({ available: true })
    }
    expect(brokerCheck.terms?.attribution?.text).toMatch(/^Source: FINRA BrokerCheck .*BrokerCheck Terms of Use/)
    // Brave: allowed within the key's plan; the free plan's limits as Brave's own X-RateLimit-Policy states them.
    expect(upstreamAvailability(braveSearch, { upstreams: { 'brave-search': { key: 'k' } } })).toEqual({ available: true })
    expect(braveSearch.quota?.withKey).toEqual([{ requests: 1, perSeconds: 1 }, { requests: 2000, perSeconds: 2_592_000 }])
    expect(braveSearch.terms?.commercial.note).toMatch(/Data for AI/)
  })
})
