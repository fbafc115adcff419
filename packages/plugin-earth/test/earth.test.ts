import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { earthPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [earthPlugin],
  upstreams: ['eonet', 'epic'],
  routes: { 'GET /api/v3/events': { file: 'eonet/events-open.json' }, 'GET /api/natural': { file: 'epic/natural.json' } },
})

describe('earth.events', () => {
  it('asks EONET for open events and answers each with its latest position', async () => {
    const data = await h.ok('/api/earth/events?category=wildfires&days=7&limit=10')
    expect(h.last().params).toEqual({ status: 'open', days: '7', limit: '10', category: 'wildfires' })
    expect(data.items[0]).toStrictEqual({
      id: 'EONET_14031', title: 'Smokehouse Fire, Oregon', description: null, categories: ['wildfires'], closed: null, open: true,
      latest: { date: '2026-11-25T19:05:00Z', lat: 44.0834, lon: -121.5498, geometryType: 'Point', magnitude: 3450, magnitudeUnit: 'acres' },
      observations: 2, sources: [{ id: 'IRWIN', url: expect.stringContaining('irwin.doi.gov') }], url: 'https://eonet.gsfc.nasa.gov/api/v3/events/EONET_14031',
    })
    expect(data).toMatchObject({ total: 2, source: { provider: expect.stringContaining('EONET') } })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/earth/events?category=meteors', 'category')
    await h.rejects('/api/earth/events?days=0', 'days')
    await h.rejects('/api/earth/events?limit=201', 'limit')
    await h.rejects('/api/earth/events?status=any', 'status')
  })

  h.failures('GET /api/v3/events', '/api/earth/events')
})

describe('earth.now', () => {
  it('answers the newest EPIC images with their archive links', async () => {
    const data = await h.ok('/api/earth/now?limit=1')
    expect(data).toMatchObject({ total: 2 })
    expect(data.items).toHaveLength(1)
    const image = data.items[0]
    expect(image).toMatchObject({ id: '20261125042137', takenAt: '2026-11-25T04:16:49Z', centroid: { lat: -10.546875, lon: 111.313477 } })
    expect(image.png).toMatch(/\/archive\/natural\/2026\/11\/25\/png\/epic_1b_20261125042137\.png$/)
    expect(image.jpg).toMatch(/\/archive\/natural\/2026\/11\/25\/jpg\/epic_1b_20261125042137\.jpg$/)
  })

  it('answers 404 while no image is published, 400 for a bad limit', async () => {
    h.set('GET /api/natural', { body: [] })
    try {
      await h.status('/api/earth/now', 404, undefined, 'NOT_FOUND')
    } finally {
      h.reset()
    }
    await h.rejects('/api/earth/now?limit=23', 'limit')
  })

  h.failures('GET /api/natural', '/api/earth/now')
})
