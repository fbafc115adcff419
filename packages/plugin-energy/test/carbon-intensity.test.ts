import { createTestPaymentGate, refusedThenServed, testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `carbon-intensity/${name}` })
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['carbon-intensity'],
  routes: {
    'GET /intensity': fixture('intensity.json'),
    'GET /regional/postcode/RG10': fixture('regional-postcode-RG10.json'),
    'GET /regional/postcode/ZZ9': fixture('regional-empty.json'),
    'GET /generation': fixture('generation.json'),
  },
})

describe('energy.carbon-intensity-uk', () => {
  it('answers the national figure of the documented example', async () => {
    const data = await h.ok('/api/energy/carbon-intensity-uk')
    expect(data.items[0]).toStrictEqual({
      scope: 'national', region: 'Great Britain', operator: null, regionId: null, postcode: null, from: '2018-01-20T12:00:00Z', to: '2018-01-20T12:30:00Z',
      forecast: 266, actual: 263, index: 'moderate', unit: 'gCO2/kWh', generationMix: null,
    })
    expect(data.source).toMatchObject({ provider: 'National Grid ESO Carbon Intensity API', license: expect.stringContaining('CC BY') })
  })

  it('answers a region by outward postcode, with its mix', async () => {
    const item = (await h.ok('/api/energy/carbon-intensity-uk?postcode=rg10')).items[0]
    expect(item).toMatchObject({ scope: 'region', region: 'South England', operator: 'SSE South', regionId: 12, postcode: 'RG10', forecast: 143, actual: null, index: 'moderate' })
    expect(item.generationMix).toContainEqual({ fuel: 'wind', percent: 36.2 })
  })

  it('answers 404 for a postcode without region, 400 for a malformed one', async () => {
    await h.status('/api/energy/carbon-intensity-uk?postcode=ZZ9', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/energy/carbon-intensity-uk?postcode=RG10%201AB', 'postcode')
    await h.rejects('/api/energy/carbon-intensity-uk?postcode=123', 'postcode')
  })

  h.failures('GET /intensity', '/api/energy/carbon-intensity-uk')
  describe('regional failures', () => h.failures('GET /regional/postcode/RG10', '/api/energy/carbon-intensity-uk?postcode=RG10'))
})

describe('energy.generation-mix', () => {
  it('answers the mix by share, with the renewable and low-carbon totals', async () => {
    const data = await h.ok('/api/energy/generation-mix')
    expect(data.items[0]).toEqual({ fuel: 'wind', percent: 36.1 })
    expect(data.items).toHaveLength(9)
    expect(data).toMatchObject({ period: { from: '2026-11-26T14:00:00Z', to: '2026-11-26T14:30:00Z' }, renewablePercent: 46.1, lowCarbonPercent: 54.2 })
  })

  it('refuses parameters', async () => {
    await h.rejects('/api/energy/generation-mix?region=london', 'region')
  })

  h.failures('GET /generation', '/api/energy/generation-mix')
})

describe('energy.carbon-intensity-uk: an answer without a current period is not kept', () => {
  // One host per test, whose calls share its cache (an answer is kept 10 minutes); priced, so a charge shows.
  const kept = testHost({ plugins: [energyPlugin], upstreams: ['carbon-intensity'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: the national answer with no period in it.
    'GET /intensity': { body: { data: [] } },
  } })
  it('a 502, not charged; then the period sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('no current period') }
    const { body } = await refusedThenServed(kept, { path: '/api/energy/carbon-intensity-uk', route: 'GET /intensity', refusal, good: fixture('intensity.json') })
    expect(body.data.items).toMatchObject([{ scope: 'national', forecast: 266 }])
  })
})
