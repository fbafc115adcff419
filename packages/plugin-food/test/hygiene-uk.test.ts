import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { foodPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [foodPlugin],
  upstreams: ['fsa-ratings'],
  routes: { 'GET /Establishments': { file: 'fsa/establishments.json' } },
})

describe('food.hygiene-uk', () => {
  it('answers establishments with rating, date, scores and location, sending API version 2', async () => {
    const data = await h.ok('/api/food/hygiene-uk?name=cafe&postcode=sw1a&limit=2')
    expect(data.total).toBe(37)
    expect(data.items[0]).toStrictEqual({
      id: 1000001, name: 'Example Cafe', type: 'Restaurant/Cafe/Canteen', address: '1 Example Street, London', postcode: 'SW1A 1AA', rating: '5', ratingDate: '2025-03-14',
      scheme: 'FHRS', newRatingPending: false, scores: { hygiene: 0, structural: 5, management: 5 }, localAuthority: 'Westminster', lat: 51.501009, lon: -0.141588,
      url: 'https://ratings.food.gov.uk/business/1000001',
    })
    expect(data.items[1]).toMatchObject({ rating: 'AwaitingInspection', ratingDate: null, lat: null, scores: { hygiene: null } })
    const request = h.last()
    expect(Object.fromEntries(request.query)).toEqual({ name: 'cafe', address: 'SW1A', pageSize: '2', pageNumber: '1' })
    expect(request.headers['x-api-version']).toBe('2')
  })
  it('needs a name, an address or a postcode', () => h.rejects('/api/food/hygiene-uk', 'name'))
  it('refuses a malformed postcode', () => h.rejects('/api/food/hygiene-uk?postcode=12345', 'postcode'))
  h.failures('GET /Establishments', '/api/food/hygiene-uk?name=cafe')
})
