import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const ADDRESS = 'GET /geocoder/geographies/onelineaddress'
const POINT = 'GET /geocoder/geographies/coordinates'
const LEGISLATORS = 'GET /congress-legislators/legislators-current.json'
const routes = {
  [ADDRESS]: fixture('census-geocoder/onelineaddress.json'), [POINT]: fixture('census-geocoder/coordinates.json'), [LEGISLATORS]: fixture('congress-legislators/legislators-current.json'),
}
const h = govHarness({ upstreams: ['census-geocoder', 'congress-legislators'], routes })

describe('gov.district', () => {
  it('finds the district of an address', async () => {
    const { status, body } = await h.call('/api/gov/district?address=1600%20Pennsylvania%20Ave%20NW,%20Washington,%20DC%2020500')
    expect(status).toBe(200)
    expect(h.last(ADDRESS).params).toEqual({ address: '1600 Pennsylvania Ave NW, Washington, DC 20500', benchmark: 'Public_AR_Current', vintage: 'Current_Current', format: 'json' })
    expect(body.data.items[0]).toStrictEqual({
      matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500', latitude: 38.898754, longitude: -77.03535, state: 'DC', stateFips: '11', congress: 119,
      district: 0, atLarge: true, districtName: 'Delegate District (at Large)', geoid: '1198',
    })
  })
  it('finds the district of a point', async () => {
    const { body } = await h.call('/api/gov/district?lat=37.7749&lon=-122.4194')
    expect(h.last(POINT).params).toMatchObject({ x: '-122.4194', y: '37.7749' })
    expect(body.data.items[0]).toMatchObject({ matchedAddress: null, latitude: 37.7749, longitude: -122.4194, state: 'CA', district: 11, atLarge: false, districtName: 'Congressional District 11' })
  })
  it('answers 404 when no address matches', async () => {
    h.set(ADDRESS, fixture('census-geocoder/no-match.json'))
    expect(await h.call('/api/gov/district?address=nowhere%20at%20all')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures(ADDRESS, '/api/gov/district?address=1600%20Pennsylvania%20Ave')
  it('rejects bad input', () => h.rejects('/api/gov/district', [['', 'lat'], ['address=abc', 'address'], ['lat=37', 'lon'], ['lat=91&lon=0', 'lat'], ['address=1600%20Main%20St&lat=1&lon=1', 'address']]))
})

describe('gov.representatives', () => {
  it('answers the senators and the House member of a state and district', async () => {
    const { status, body } = await h.call('/api/gov/representatives?state=ca&district=11')
    expect(status).toBe(200)
    expect(body.data.total).toBe(3)
    expect(body.data.items.map((item: { bioguideId: string }) => item.bioguideId)).toEqual(['P000145', 'S001150', 'P000197'])
    expect(body.data.items[0]).toStrictEqual({
      bioguideId: 'P000145', name: 'Alex Padilla', firstName: 'Alejandro', lastName: 'Padilla', chamber: 'senate', party: 'Democrat', state: 'CA', district: null, stateRank: 'senior', senateClass: 3,
      termStart: '2023-01-03', termEnd: '2029-01-03', phone: '202-224-3553', office: '331 Hart Senate Office Building Washington DC 20510', website: 'https://www.padilla.senate.gov',
      contactForm: 'https://www.padilla.senate.gov/contact/contact-form/', ids: { fec: ['S4CA00522'], govtrack: 456791, opensecrets: 'N00047888', lis: 'S415', wikipedia: 'Alex Padilla' },
    })
    expect(body.data.items[2]).toMatchObject({ chamber: 'house', district: 11, termStart: '2025-01-03' })
  })
  it('finds the members of a point through its district', async () => {
    const { body } = await h.call('/api/gov/representatives?lat=37.7749&lon=-122.4194&chamber=house')
    expect(body.data.location).toMatchObject({ state: 'CA', district: 11 })
    expect(body.data.items.map((item: { name: string }) => item.name)).toEqual(['Nancy Pelosi'])
  })
  it('finds the delegate of an address at large', async () => {
    const { body } = await h.call('/api/gov/representatives?address=1600%20Pennsylvania%20Ave%20NW,%20Washington,%20DC%2020500')
    expect(body.data.items.map((item: { bioguideId: string }) => item.bioguideId)).toEqual(['N000147'])
  })
  it('answers 404 when the place has no district', async () => {
    h.set(ADDRESS, fixture('census-geocoder/no-match.json'))
    expect(await h.call('/api/gov/representatives?address=nowhere%20at%20all')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('answers an empty list for a state with no members in the data', async () => {
    expect((await h.call('/api/gov/representatives?state=GU')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures(LEGISLATORS, '/api/gov/representatives?state=CA')
  it('rejects bad input', () => h.rejects('/api/gov/representatives', [['', 'state'], ['state=ZZ', 'state'], ['district=3', 'state'], ['state=CA&district=61', 'district'], ['state=CA&address=1%20Main%20St', 'state'], ['state=CA&chamber=both', 'chamber'], ['lat=1', 'lon']]))
})
