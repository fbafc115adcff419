import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { recreationPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [recreationPlugin],
  upstreams: ['ridb'],
  keys: { ridb: 'test-key' },
  routes: { 'GET /api/v1/facilities': { file: 'ridb/facilities.json' } },
})

// Listed prices kept and no RIDB key: the call stops at the missing key.
const unkeyed = testHost({ plugins: recreationPlugin, paid: true })

describe('recreation.search', () => {
  it('sends the key as apikey and normalizes the facilities', async () => {
    const data = await h.ok('/api/recreation/search?q=yosemite')
    const request = h.last()
    expect(request.headers.apikey).toBe('test-key')
    expect(Object.fromEntries(request.query)).toEqual({ query: 'yosemite', limit: '10', offset: '0' })
    expect(data.total).toBe(14)
    expect(data.items[0]).toStrictEqual({
      id: '232447', name: 'UPPER PINES', type: 'Campground', description: 'Overview Upper Pines Campground is located in Yosemite Valley at an elevation of 4,000 feet.',
      lat: 37.7361, lon: -119.5637, phone: '209-372-8502', reservable: true, reservationUrl: null, url: 'https://www.recreation.gov/camping/campgrounds/232447',
    })
  })

  it('searches around a point', async () => {
    await h.ok('/api/recreation/search?lat=37.74&lon=-119.57&radiusMiles=10')
    expect(h.last().params).toMatchObject({ latitude: '37.74', longitude: '-119.57', radius: '10' })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/recreation/search', 'q')
    await h.rejects('/api/recreation/search?lat=37', 'lon')
    await h.rejects('/api/recreation/search?q=camp&radiusMiles=500', 'radiusMiles')
    await h.rejects('/api/recreation/search?q=camp&limit=51', 'limit')
  })

  it('is unavailable without the RIDB key: 503 before any payment', async () => {
    const { status, body } = await unkeyed.call('/api/recreation/search?q=yosemite')
    expect(status).toBe(503)
    expect(body.code).toBe('UPSTREAM_NOT_CONFIGURED')
  })

  h.failures('GET /api/v1/facilities', '/api/recreation/search?q=yosemite')
})
