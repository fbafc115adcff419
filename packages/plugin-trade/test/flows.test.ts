import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { tradePlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `comtrade/${name}` })

describe('trade.flows', () => {
  const h = testHost({
    plugins: [tradePlugin],
    upstreams: ['comtrade'],
    keys: { comtrade: 'ct-key' },
    routes: {
      'GET /data/v1/get/C/A/HS': fixture('get-usa-chn-2022.json'),
      'GET /data/v1/get/C/M/HS': fixture('get-usa-chn-2022.json'),
      'GET /files/v1/app/reference/Reporters.json': fixture('Reporters.json'),
      'GET /files/v1/app/reference/partnerAreas.json': fixture('partnerAreas.json'),
    },
  })

  it('resolves alpha-3 codes through the reference lists and answers both flows', async () => {
    const data = await h.ok('/api/trade/flows?reporter=usa&partner=CHN&period=2022')
    const call = h.requestsTo('/data/v1/get/C/A/HS')[0]!
    expect(call.query.get('reporterCode')).toBe('842')
    expect(call.query.get('partnerCode')).toBe('156')
    expect(call.query.get('flowCode')).toBe('M,X')
    expect(call.query.get('cmdCode')).toBe('TOTAL')
    expect(call.headers['ocp-apim-subscription-key']).toBe('ct-key')
    expect(data.total).toBe(2)
    expect(data.items[0]).toMatchObject({
      period: '2022',
      reporter: { code: 842, iso3: 'USA', name: 'USA' },
      partner: { code: 156, iso3: 'CHN', name: 'China' },
      flow: 'imports',
      commodity: { code: 'TOTAL', description: 'All Commodities' },
      valueUsd: 575000000000,
      cifValueUsd: 575000000000,
      fobValueUsd: null,
    })
    expect(data.items[1]).toMatchObject({ flow: 'exports', valueUsd: 154000000000 })
  })

  it('credits UN Comtrade next to its records, as its policy asks', async () => {
    const { body } = await h.call('/api/trade/flows?reporter=usa&partner=CHN&period=2022')
    expect(body.meta.attribution).toEqual([{ provider: 'UN Comtrade', text: 'Source: UN Comtrade Database, United Nations Statistics Division (https://comtradeplus.un.org)', url: 'https://uncomtrade.org/docs/policy-on-use-and-re-dissemination/' }])
  })
  it('passes numeric codes through, defaults the partner to the world, asks monthly data for YYYY-MM', async () => {
    const before = h.requests.length
    await h.ok('/api/trade/flows?reporter=251&period=2023-04&flow=exports&commodity=0901')
    const sent = h.requests.slice(before)
    const call = sent.find((request) => request.path === '/data/v1/get/C/M/HS')!
    expect(call.query.get('reporterCode')).toBe('251')
    expect(call.query.get('partnerCode')).toBe('0')
    expect(call.query.get('period')).toBe('202304')
    expect(call.query.get('flowCode')).toBe('X')
    expect(call.query.get('cmdCode')).toBe('0901')
    expect(sent.some((request) => request.path.startsWith('/files/'))).toBe(false)
  })
  it('refuses an area Comtrade does not know', () => h.rejects('/api/trade/flows?reporter=ZZZ&period=2022', 'reporter'))
  it('refuses a bad period', () => h.rejects('/api/trade/flows?reporter=USA&period=2022-13', 'period'))
  it('refuses a year before 1962', () => h.rejects('/api/trade/flows?reporter=USA&period=1950', 'period'))
  it('refuses a 5-digit commodity code', () => h.rejects('/api/trade/flows?reporter=USA&period=2022&commodity=09012', 'commodity'))
  h.failures('GET /data/v1/get/C/A/HS', '/api/trade/flows?reporter=842&partner=0&period=2021')
})

describe('trade.flows without a key', () => {
  const app = testHost({ plugins: tradePlugin, elsewhere: { comtrade: 'http://127.0.0.1:9' }, paid: true })
  it('is unavailable (503 before any 402), naming the key to configure', async () => {
    const body = await app.status('/api/trade/flows?reporter=USA&period=2022', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_COMTRADE_KEY')
  })
})
