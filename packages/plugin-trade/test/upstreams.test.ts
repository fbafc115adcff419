import { upstreamAvailability } from '@svc/core'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { tradePlugin } from '../src/index.ts'
import { comtradeReference } from '../src/upstreams/comtrade-reference.ts'
import { comtrade } from '../src/upstreams/comtrade.ts'

describe('trade upstreams', () => {
  it('Comtrade declares its free subscription limit (500 calls a day) and where to subscribe', () => {
    expect(comtrade.quota?.withKey).toEqual({ requests: 500, perSeconds: 86_400 })
    expect(comtrade.key?.signupUrl).toBe('https://comtradedeveloper.un.org')
  })

  it('Comtrade declares its policy: no paid answers on the free subscription, the source credited, records counted not calls', () => {
    expect(comtrade.terms).toMatchObject({
      url: 'https://uncomtrade.org/docs/policy-on-use-and-re-dissemination/',
      commercial: { use: 'not-allowed', note: expect.stringContaining('premium (institutional) subscription'), url: 'https://uncomtrade.org/docs/faqs-on-use-and-re-dissemination/' },
      attribution: { text: expect.stringContaining('UN Comtrade') },
      caching: { note: expect.stringContaining('records a product holds') },
    })
    // The free key is a subscription key like any other: it does not license a paid host, the operator's acceptance does.
    expect(upstreamAvailability(comtrade, { upstreams: { comtrade: { key: 'free-key' } } })).toMatchObject({ available: false, reason: expect.stringContaining('SVC_UPSTREAM_COMTRADE_ACCEPT_TERMS=true') })
    expect(upstreamAvailability(comtrade, { upstreams: { comtrade: { key: 'free-key', acceptTerms: true } } })).toEqual({ available: true })
    expect(comtradeReference.terms?.commercial).toMatchObject({ use: 'unknown', note: expect.stringContaining('World Customs Organization') })
  })
})

describe('trade.flows under Comtrade\'s terms', () => {
  const h = testHost({ plugins: [tradePlugin], upstreams: ['comtrade'], keys: { comtrade: 'ct-key' }, paid: true, routes: { 'GET /files/v1/app/reference/Reporters.json': { file: 'comtrade/Reporters.json' } } })
  const notAccepted = () => ({ upstreams: { comtrade: { baseUrl: h.server.url, key: 'ct-key', acceptTerms: false } } })

  it('answers 503 naming the setting before any 402, and asks Comtrade nothing, until the operator accepts the terms', async () => {
    const refused = await h.call('/api/trade/flows?reporter=USA&period=2022', undefined, notAccepted())
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('upstreams.comtrade.acceptTerms') } })
    expect(h.requests).toHaveLength(0)
    // Accepted (the test host's default), the same call asks for payment.
    expect((await h.call('/api/trade/flows?reporter=USA&period=2022')).status).toBe(402)
  })
})
