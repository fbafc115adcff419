import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const ROUTE = 'GET /api/crimes-street/all-crime'
const BURGLARY = 'GET /api/crimes-street/burglary'

describe('gov.uk-crime', () => {
  const crimes = fixture('uk-police/crimes-2024-01.json')
  const h = govHarness({ upstreams: ['uk-police'], routes: { [ROUTE]: crimes, [BURGLARY]: crimes } })

  it('carries the Open Government Licence attribution in meta', async () => {
    const { body } = await h.call('/api/gov/uk-crime?lat=52.629729&lng=-1.131592&date=2024-01')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ text: 'Contains public sector information licensed under the Open Government Licence v3.0.' })])
  })

  it('answers crimes with numbers for coordinates, outcomes and counts by category', async () => {
    const { status, body } = await h.call('/api/gov/uk-crime?lat=52.629729&lng=-1.131592&date=2024-01&limit=2')
    expect(status).toBe(200)
    expect(h.last().params).toEqual({ lat: '52.629729', lng: '-1.131592', date: '2024-01' })
    expect(body.data).toMatchObject({ total: 3, byCategory: { 'anti-social-behaviour': 2, burglary: 1 } })
    expect(body.data.items).toStrictEqual([
      { id: 116208998, persistentId: null, category: 'anti-social-behaviour', month: '2024-01', locationType: 'Force', street: 'On or near Marquis Street', latitude: 52.629909, longitude: -1.132073, outcome: null, context: null },
      { id: 116201231, persistentId: '5c0ab6b3e1d7c1c8a1f6ee0a4c9b8d8f3c1e2b7a9d6f5e4c3b2a1908f7e6d5c4', category: 'burglary', month: '2024-01', locationType: 'Force', street: 'On or near Horsefair Street', latitude: 52.630891, longitude: -1.133621, outcome: { category: 'Investigation complete; no suspect identified', date: '2024-02' }, context: null },
    ])
  })

  it('asks one category when given, and answers no crimes as an empty list', async () => {
    h.set(BURGLARY, { body: [] })
    const { body } = await h.call('/api/gov/uk-crime?lat=52.63&lng=-1.13&category=burglary')
    expect(h.last().path).toBe('/api/crimes-street/burglary')
    expect(body.data).toMatchObject({ items: [], total: 0, byCategory: {} })
  })

  h.failures(ROUTE, '/api/gov/uk-crime?lat=52.63&lng=-1.13')

  it('rejects bad input', () => h.rejects('/api/gov/uk-crime', [['lng=-1.13', 'lat'], ['lat=40.7&lng=-74', 'lat'], ['lat=52.6&lng=5', 'lng'], ['lat=52.6&lng=-1.1&date=2024-13', 'date'], ['lat=52.6&lng=-1.1&category=../x', 'category'], ['lat=52.6&lng=-1.1&limit=501', 'limit']]))
})
