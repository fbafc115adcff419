import { testHost, upstreamFailureCases } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const KNOWN = ['MORTGAGE30US', 'MORTGAGE15US', 'DFEDTARU', 'DFEDTARL', 'DFF', 'ECBDFR', 'ECBMRRFR', 'ECBMLFR', 'IRSTCB01GBM156N']
const OBSERVATIONS = 'GET /fred/series/observations'

const h = testHost({
  plugins: [financePlugin],
  upstreams: ['fred'],
  keys: { fred: 'fred-key' },
  routes: {
    [OBSERVATIONS]: (request) => {
      const id = request.query.get('series_id')!
      return KNOWN.includes(id) ? { file: `fred/${id}.json` } : { status: 400, file: 'fred/missing-series.json' }
    },
  },
})

describe('finance.mortgage-pulse', () => {
  it('answers weekly 30- and 15-year rates with changes and a window summary', async () => {
    const { status, body } = await h.call('/api/finance/mortgage-pulse?weeks=3')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([
      { week: '2025-11-20', rate30: 6.26, change30: 0.02, rate15: 5.54, change15: 0.05 },
      { week: '2025-11-13', rate30: 6.24, change30: 0.02, rate15: 5.49, change15: -0.01 },
      { week: '2025-11-06', rate30: 6.22, change30: 0.05, rate15: 5.5, change15: 0.09 },
    ])
    expect(body.data.summary).toEqual({ latestWeek: '2025-11-20', rate30: 6.26, rate15: 5.54, windowChange30: 0.04, windowChange15: 0.04 })
    const sent = h.last().query
    expect(sent.get('limit')).toBe('4')
    expect(sent.get('api_key')).toBe('fred-key')
    expect(body.data.source.url).not.toContain('fred-key')
  })
  it('is unavailable without a FRED key', async () => {
    expect(await h.call('/api/finance/mortgage-pulse', undefined, { upstreams: { fred: { baseUrl: h.server.url } } })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_FRED_KEY') } })
  })
  h.failures(OBSERVATIONS, '/api/finance/mortgage-pulse')
  describe('rejects bad input', () => {
    h.refusals('/api/finance/mortgage-pulse', [[{ weeks: '0' }, 'weeks'], [{ weeks: '105' }, 'weeks'], [{ weeks: '2.5' }, 'weeks']])
  })
})

describe('finance.central-bank-rates', () => {
  it('answers each bank\'s latest rates, skipping missing values, and reports a failing bank on its own', async () => {
    const { status, body } = await h.call('/api/finance/central-bank-rates?banks=fed,ecb,boe,boj')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      bank: 'fed', name: 'Federal Reserve', currency: 'USD', status: 'found',
      rates: { upperTarget: { rate: 4, date: '2025-11-21', series: 'DFEDTARU' }, lowerTarget: { rate: 3.75, date: '2025-11-21', series: 'DFEDTARL' }, effective: { rate: 3.88, date: '2025-11-20', series: 'DFF' } },
    })
    expect(body.data.items[1]).toMatchObject({ bank: 'ecb', status: 'found', rates: { depositFacility: { rate: 2 }, mainRefinancing: { rate: 2.15 }, marginalLending: { rate: 2.4 } } })
    expect(body.data.items[2]).toMatchObject({ bank: 'boe', rates: { policyRate: { rate: 4, date: '2025-10-01' } } })
    expect(body.data.items[3]).toStrictEqual({ bank: 'boj', name: 'Bank of Japan', currency: 'JPY', status: 'error', error: expect.stringContaining('The series does not exist'), rates: null })
  })
  it('fails (uncharged) when no bank can be read', async () => {
    h.set(OBSERVATIONS, upstreamFailureCases[0]!.answer)
    expect(await h.call('/api/finance/central-bank-rates?banks=ecb')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(await h.call('/api/finance/central-bank-rates?banks=boj')).toMatchObject({ status: 502 })
  })
  it('rejects unknown banks', async () => {
    expect(await h.call('/api/finance/central-bank-rates?banks=fed,pboc')).toMatchObject({ status: 400, body: { error: expect.stringContaining('banks') } })
  })
})
