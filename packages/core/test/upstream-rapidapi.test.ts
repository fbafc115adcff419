import { describe, expect, it } from 'vitest'
import { defineUpstream, RAPIDAPI_TERMS_URL, rapidApiAccess, upstreamAvailability } from '../src/index.ts'

const listed = defineUpstream({
  id: 'listed-api', name: 'A listed API', baseUrl: 'https://listed.p.rapidapi.com',
  ...rapidApiAccess({ host: 'listed.p.rapidapi.com', listingUrl: 'https://rapidapi.com/someone/api/listed', termsUrl: 'https://listed.invalid/terms', note: 'its terms leave passing answers on to the plan' }),
})
const bare = rapidApiAccess({ host: 'bare.p.rapidapi.com', listingUrl: 'https://rapidapi.com/someone/api/bare', note: 'no terms of its own' })

describe('rapidApiAccess (APIs on RapidAPI\'s marketplace)', () => {
  it('sends the operator\'s RapidAPI key and the API\'s gateway host, subscribing on the listing', () => {
    expect(listed.key).toEqual({ required: true, in: 'header', name: 'X-RapidAPI-Key', signupUrl: 'https://rapidapi.com/someone/api/listed' })
    expect(listed.headers).toEqual({ 'x-rapidapi-host': 'listed.p.rapidapi.com' })
  })

  it('declares RapidAPI\'s terms beside the API\'s own: unavailable with a key alone, until the operator accepts them', () => {
    expect(listed.terms).toMatchObject({ url: 'https://listed.invalid/terms', commercial: { use: 'not-allowed', note: expect.stringContaining(RAPIDAPI_TERMS_URL) } })
    expect(bare.terms.url).toBe(RAPIDAPI_TERMS_URL)
    expect(upstreamAvailability(listed, { upstreams: { 'listed-api': { key: 'k' } } })).toMatchObject({ available: false, reason: expect.stringContaining('SVC_UPSTREAM_LISTED_API_ACCEPT_TERMS=true') })
    expect(upstreamAvailability(listed, { upstreams: { 'listed-api': { key: 'k', acceptTerms: true } } })).toEqual({ available: true })
  })
})
