import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { profileQuery } from '../src/operations/profile.ts'
import { soilPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })
const h = testHost({
  plugins: [soilPlugin],
  upstreams: ['phzmapi', 'soil-data-access'],
  routes: {
    'GET /90210.json': fixture('phzmapi/90210.json'),
    'GET /00000.json': { status: 404, body: 'Not Found' },
    'POST /Tabular/post.rest': fixture('sda/profile-ames.json'),
  },
})

describe('soil.hardiness-zone', () => {
  it('answers the zone and its temperature range in °F and °C', async () => {
    const data = await h.ok('/api/soil/hardiness-zone?zip=90210')
    expect(data.items[0]).toStrictEqual({ zip: '90210', zone: '10b', zoneNumber: 10, minTemperatureF: { from: 35, to: 40 }, minTemperatureC: { from: 1.7, to: 4.4 }, lat: 34.09, lon: -118.41 })
  })

  it('answers 404 for a ZIP without a zone, 400 for a malformed one', async () => {
    await h.status('/api/soil/hardiness-zone?zip=00000', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/soil/hardiness-zone?zip=9021', 'zip')
  })

  h.failures('GET /90210.json', '/api/soil/hardiness-zone?zip=90210')
})

describe('soil.profile', () => {
  it('posts the point query to SDA and reads the columns by name', async () => {
    const data = await h.ok('/api/soil/profile?lat=42.03&lon=-93.63')
    const body = h.last().json()
    expect(body).toEqual({ query: profileQuery(42.03, -93.63), format: 'JSON+COLUMNNAME' })
    expect(body.query).toContain("SDA_Get_Mukey_from_intersection_with_WktWgs84('point(-93.63 42.03)')")
    expect(data.total).toBe(3)
    expect(data.items[0]).toStrictEqual({
      mapUnitKey: '411247', mapUnit: 'Clarion loam, 2 to 6 percent slopes, moderately eroded', component: 'Clarion', percent: 88, major: true,
      taxonomicClass: 'Fine-loamy, mixed, superactive, mesic Typic Hapludolls', drainageClass: 'Moderately well drained', hydrologicGroup: 'B', slopePercent: 4,
      farmlandClass: 'All areas are prime farmland',
    })
    expect(data.items[2]).toMatchObject({ component: 'Webster', major: false, taxonomicClass: null, slopePercent: null })
  })

  it('answers no soil data (outside the survey) as zero items', async () => {
    h.set('POST /Tabular/post.rest', fixture('sda/empty.json'))
    expect(await h.ok('/api/soil/profile?lat=10&lon=10')).toMatchObject({ items: [], total: 0 })
  })

  it('rejects bad coordinates naming the field', async () => {
    await h.rejects('/api/soil/profile?lat=91&lon=0', 'lat')
    await h.rejects('/api/soil/profile?lat=42&lon=x', 'lon')
  })

  h.failures('POST /Tabular/post.rest', '/api/soil/profile?lat=42.03&lon=-93.63')
})
