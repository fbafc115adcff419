import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

describe('gov.uk-crime', () => {
  let server: FixtureServer
  let answer: FixtureAnswer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /api/crimes-street/all-crime': () => answer, 'GET /api/crimes-street/burglary': () => answer })
  })
  afterAll(() => server.close())
  beforeEach(() => {
    answer = { file: 'uk-police/crimes-2024-01.json' }
  })
  const call = async (query: string) => {
    const app = createTestApp({ plugins: [govPlugin], config: { upstreams: { 'uk-police': { baseUrl: server.url, timeoutMs: 2000 } }, prices: { 'gov.uk-crime': 0 } } })
    const response = await app.request(`/api/gov/uk-crime?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('carries the Open Government Licence attribution in meta', async () => {
    const { body } = await call('lat=52.629729&lng=-1.131592&date=2024-01')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ text: 'Contains public sector information licensed under the Open Government Licence v3.0.' })])
  })

  it('answers crimes with numbers for coordinates, outcomes and counts by category', async () => {
    const { status, body } = await call('lat=52.629729&lng=-1.131592&date=2024-01&limit=2')
    expect(status).toBe(200)
    expect(server.last().params).toEqual({ lat: '52.629729', lng: '-1.131592', date: '2024-01' })
    expect(body.data).toMatchObject({ total: 3, byCategory: { 'anti-social-behaviour': 2, burglary: 1 } })
    expect(body.data.items).toStrictEqual([
      { id: 116208998, persistentId: null, category: 'anti-social-behaviour', month: '2024-01', locationType: 'Force', street: 'On or near Marquis Street', latitude: 52.629909, longitude: -1.132073, outcome: null, context: null },
      { id: 116201231, persistentId: '5c0ab6b3e1d7c1c8a1f6ee0a4c9b8d8f3c1e2b7a9d6f5e4c3b2a1908f7e6d5c4', category: 'burglary', month: '2024-01', locationType: 'Force', street: 'On or near Horsefair Street', latitude: 52.630891, longitude: -1.133621, outcome: { category: 'Investigation complete; no suspect identified', date: '2024-02' }, context: null },
    ])
  })

  it('asks one category when given, and answers no crimes as an empty list', async () => {
    answer = { body: [] }
    const { body } = await call('lat=52.63&lng=-1.13&category=burglary')
    expect(server.last().path).toBe('/api/crimes-street/burglary')
    expect(body.data).toMatchObject({ items: [], total: 0, byCategory: {} })
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      answer = failure.answer
      expect(await call('lat=52.63&lng=-1.13')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    })
  }

  it('rejects bad input', async () => {
    for (const [query, field] of [['lng=-1.13', 'lat'], ['lat=40.7&lng=-74', 'lat'], ['lat=52.6&lng=5', 'lng'], ['lat=52.6&lng=-1.1&date=2024-13', 'date'], ['lat=52.6&lng=-1.1&category=../x', 'category'], ['lat=52.6&lng=-1.1&limit=501', 'limit']]) {
      const { status, body } = await call(query!)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})
