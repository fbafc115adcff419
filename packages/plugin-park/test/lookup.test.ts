import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { parkPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [parkPlugin],
  upstreams: ['nps'],
  keys: { nps: 'test-key' },
  routes: { 'GET /api/v1/parks': { file: 'nps/parks-yell.json' } },
})

// Listed prices kept and no NPS key: the call stops at the missing key.
const unkeyed = testHost({ plugins: parkPlugin, paid: true })

describe('park.lookup', () => {
  it('sends the key as X-Api-Key and normalizes the parks', async () => {
    const data = await h.ok('/api/park/lookup?parkCode=YELL')
    const request = h.last()
    expect(request.headers['x-api-key']).toBe('test-key')
    expect(Object.fromEntries(request.query)).toEqual({ parkCode: 'yell', limit: '10' })
    expect(data.total).toBe(1)
    expect(data.items[0]).toStrictEqual({
      parkCode: 'yell', name: 'Yellowstone National Park', designation: 'National Park', description: expect.stringContaining('first national park'),
      states: ['ID', 'MT', 'WY'], lat: 44.59824417, lon: -110.5471695, activities: ['Auto and ATV', 'Biking'],
      entranceFees: [{ title: 'Yellowstone National Park - Private Vehicle', costUsd: 35, description: expect.stringContaining('7 days') }],
      weather: expect.any(String), images: [{ url: expect.stringMatching(/^https:\/\/www\.nps\.gov\//), title: 'Grand Prismatic Spring', credit: 'NPS/Jacob W. Frank' }],
      url: 'https://www.nps.gov/yell/index.htm',
    })
    expect(data.source.url).not.toContain('test-key')
  })

  it('searches by words and state', async () => {
    await h.ok('/api/park/lookup?q=canyon&state=az&limit=5')
    expect(h.last().params).toEqual({ q: 'canyon', stateCode: 'AZ', limit: '5' })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/park/lookup', 'parkCode')
    await h.rejects('/api/park/lookup?parkCode=yellow', 'parkCode')
    await h.rejects('/api/park/lookup?state=ARIZ', 'state')
    await h.rejects('/api/park/lookup?q=a', 'q')
  })

  it('is unavailable without the NPS key: 503 before any payment', async () => {
    const { status, body } = await unkeyed.call('/api/park/lookup?parkCode=yell')
    expect(status).toBe(503)
    expect(body.code).toBe('UPSTREAM_NOT_CONFIGURED')
  })

  h.failures('GET /api/v1/parks', '/api/park/lookup?parkCode=yell')
})
