import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const CSL = 'GET /consolidated_screening_list/v1/search'
let havinFails = false
const h = testHost({
  plugins: [lawPlugin],
  upstreams: ['trade-gov-csl'],
  keys: { 'trade-gov-csl': 'csl-key' },
  routes: {
    // HAVIN BANK LIMITED is on the SDN list in this fixture; every other name comes back clean.
    [CSL]: (request) => {
      const havin = /havin/i.test(request.query.get('name') ?? '')
      if (havin && havinFails) return { status: 500, body: 'down' }
      return fixture('trade-gov-csl', havin ? 'search-havin.json' : 'search-none.json')
    },
  },
})

describe('law.sanctions-check', () => {
  it('flags the listed name with its score, list and programs, and clears the others', async () => {
    const data = await h.ok('/api/law/sanctions-check', { names: ['Havin Bank Ltd.', 'Jane Example', 'Jane Example'] })
    expect(data.summary).toEqual({ screened: 2, flagged: 1, errors: 0 })
    expect(data.items[0]).toMatchObject({ name: 'Havin Bank Ltd.', status: 'found', flagged: true, confidence: 1, label: 'high' })
    expect(data.items[0].hits[0]).toMatchObject({ name: 'HAVIN BANK LIMITED', list: 'Specially Designated Nationals (SDN) - Treasury Department', programs: ['DPRK3'], type: 'Entity', countries: ['GB'] })
    expect(data.items[1]).toEqual({ name: 'Jane Example', status: 'not_found', flagged: false, confidence: 0, label: 'low', hits: [] })
    expect(data.source.provider).toBe('Consolidated Screening List (trade.gov)')
    const sent = h.requestsTo('/consolidated_screening_list/v1/search')
    expect(sent).toHaveLength(2)
    expect(Object.fromEntries(sent[0]!.query)).toMatchObject({ fuzzy_name: 'true' })
    expect(sent[0]!.headers['subscription-key']).toBe('csl-key')
  })

  it('does not flag below the threshold', async () => {
    const data = await h.ok('/api/law/sanctions-check', { names: ['Havin Bank Ltd'], threshold: 1 })
    expect(data.items[0].flagged).toBe(true)
    const strict = await h.ok('/api/law/sanctions-check', { names: ['Havin Trust Bank'], threshold: 0.95 })
    expect(strict.items[0]).toMatchObject({ flagged: false })
    expect(strict.items[0].confidence).toBeLessThan(0.95)
  })

  it('reports a failing name on its own section', async () => {
    havinFails = true
    try {
      const data = await h.ok('/api/law/sanctions-check', { names: ['Havin Bank', 'Jane Example'] })
      expect(data.items[0]).toMatchObject({ name: 'Havin Bank', status: 'error', flagged: null, message: expect.stringContaining('HTTP 500') })
      expect(data.summary.errors).toBe(1)
    } finally {
      havinFails = false
    }
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/sanctions-check', 'names', { names: [] })
    await h.rejects('/api/law/sanctions-check', 'names', { names: Array.from({ length: 26 }, (_, index) => `Name ${index}`) })
    await h.rejects('/api/law/sanctions-check', 'names.0', { names: ['x'] })
    await h.rejects('/api/law/sanctions-check', 'threshold', { names: ['Jane'], threshold: 0.2 })
  })

  // Every name failing fails the call (never charged).
  h.failures(CSL, '/api/law/sanctions-check', { names: ['Havin Bank'] })
})
