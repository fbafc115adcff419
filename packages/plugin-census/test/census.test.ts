import { type FixtureAnswer, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { newestPossibleAcsYear } from '../src/acs.ts'
import { censusPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })
const LATEST = new Date().getUTCFullYear() - 2

describe('ACS vintages', () => {
  it('can be out up to the year before last, and last year\'s from December', () => {
    expect(newestPossibleAcsYear(new Date('2024-11-30T23:59:59Z'))).toBe(2022)
    expect(newestPossibleAcsYear(new Date('2024-12-01T00:00:00Z'))).toBe(2023)
    expect(newestPossibleAcsYear(new Date('2025-01-01T00:00:00Z'))).toBe(2023)
  })
})

const ACS_2023 = 'GET /data/2023/acs/acs5'
const ACS_LATEST = `GET /data/${LATEST}/acs/acs5`
/** The recorded geography the request asks `for`; an empty answer (204) for any other. */
const byGeography = ({ query }: { query: URLSearchParams }): FixtureAnswer => {
  const target = query.get('for')!
  if (target === 'county:037') return fixture('county-06-037.json')
  if (target === 'state:06') return fixture('state-06.json')
  if (target === 'zip code tabulation area:90210') return fixture('zcta-90210.json')
  return { status: 204 }
}
// The API answers without a key too (with lower limits): the served upstream has none.
const h = testHost({
  plugins: [censusPlugin],
  upstreams: ['census'],
  fixtures: 'fixtures/census',
  routes: {
    [ACS_2023]: byGeography,
    [ACS_LATEST]: byGeography,
    // A vintage the check lets through (a December before the release) that the API does not have yet.
    'GET /data/2015/acs/acs5': { status: 404, headers: { 'content-type': 'text/html' }, body: '<html><body>404 Not Found</body></html>' },
  },
})
/** One host for each test: its calls share the host's answer cache. */
const one = testHost({ plugins: [censusPlugin], upstreams: ['census'], fixtures: 'fixtures/census', routes: { [ACS_2023]: byGeography }, hostPer: 'test' })
const call = (path: string, key?: string) => h.call(path, undefined, key ? { upstreams: { census: { baseUrl: h.server.url, key } } } : undefined)

describe('census.demographics', () => {
  it('keeps no answer that is not a table: the next call asks the Census API again and answers', async () => {
    one.set(ACS_2023, fixture('error-object-200.json'))
    expect(await one.call('/api/census/demographics?state=ca&year=2023')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    one.set(ACS_2023, byGeography)
    expect((await one.call('/api/census/demographics?state=ca&year=2023')).status).toBe(200)
  })

  it('answers a county\'s profile with rates computed from the detailed tables', async () => {
    const { status, body } = await call('/api/census/demographics?state=ca&county=037&year=2023')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      name: 'Los Angeles County, California',
      stateFips: '06',
      countyFips: '037',
      year: 2023,
      population: 9848406,
      medianAge: 37.8,
      medianHouseholdIncome: 87760,
      perCapitaIncome: 46475,
      povertyRate: 13.9,
      households: 3363093,
      ownerOccupancyRate: 46,
      medianHomeValue: 822300,
      medianGrossRent: 1928,
    }])
    const sent = h.last().query
    expect(sent.get('for')).toBe('county:037')
    expect(sent.get('in')).toBe('state:06')
    expect(sent.get('get')!.split(',')).toEqual(expect.arrayContaining(['NAME', 'B01003_001E', 'B17001_002E', 'B25064_001E']))
  })

  it('takes a FIPS state code, defaults to the latest vintage, and sends the operator\'s key', async () => {
    const { status, body } = await call('/api/census/demographics?state=06', 'census-key')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ name: 'California', countyFips: null, year: LATEST, povertyRate: 11.9 })
    expect(h.last().path).toBe(`/data/${LATEST}/acs/acs5`)
    expect(h.last().query.get('key')).toBe('census-key')
    expect(h.last().query.has('in')).toBe(false)
  })

  it('answers 404 for a county the ACS does not have, 400 for an unpublished year or unknown state', async () => {
    expect(await call('/api/census/demographics?state=CA&county=999&year=2023')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await call('/api/census/demographics?state=CA&year=2099')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^year: the ACS 5-year estimates for 2099 are not published/) } })
    expect(await call('/api/census/demographics?state=CA&year=2015')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^year: the ACS 5-year estimates for 2015 are not published/) } })
    expect(await call('/api/census/demographics?state=XX')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^state: "XX"/) } })
    expect(await call('/api/census/demographics?state=03')).toMatchObject({ status: 400 })
  })

  h.failures(ACS_2023, '/api/census/demographics?state=CA&year=2023')

  h.refusals('/api/census/demographics', [['', 'state'], ['state=C', 'state'], ['state=CAL', 'state'], ['state=CA&county=37', 'county'], ['state=CA&county=abc', 'county'], ['state=CA&year=2009', 'year'], ['state=CA&year=2101', 'year'], ['state=CA&zip=90210', 'zip']])
})

describe('census.zipcode', () => {
  it('answers the ZIP code profile by section, with annotation codes as null', async () => {
    const { status, body } = await call('/api/census/zipcode?zip=90210')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      zip: '90210',
      name: 'ZCTA5 90210',
      year: LATEST,
      population: 20590,
      medianAge: 45.8,
      // -666666666: the ACS could not compute this median (top-coded area).
      income: { medianHousehold: null, perCapita: 152089, povertyRate: 5.7 },
      households: { total: 8850, familyPct: 57.9, marriedCouplePct: 48.7, nonfamilyPct: 42.1, livingAlonePct: 34 },
      raceEthnicity: {
        whiteNonHispanicPct: 74, blackNonHispanicPct: 2.1, nativeAmericanNonHispanicPct: 0, asianNonHispanicPct: 8.6,
        pacificIslanderNonHispanicPct: 0, otherNonHispanicPct: 0.5, twoOrMoreNonHispanicPct: 4.7, hispanicPct: 10,
      },
      education: { population25Plus: 16310, highSchoolOrHigherPct: 98.8, bachelorsOrHigherPct: 79, graduateDegreePct: 40.4 },
      workforce: { population16Plus: 17512, laborForceParticipationPct: 62.9, employed: 10381, unemployed: 622, unemploymentRate: 5.7 },
      housing: { ownerOccupancyRate: 64.2, medianHomeValue: 2000001, medianGrossRent: 2846 },
    }])
    expect(h.last().query.get('for')).toBe('zip code tabulation area:90210')
  })

  it('answers 404 for a ZIP code with no tabulation area', async () => {
    expect(await call('/api/census/zipcode?zip=00000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  h.failures(ACS_LATEST, '/api/census/zipcode?zip=90210')

  it('rejects anything but 5 digits', async () => {
    for (const zip of ['', '9021', '902100', '9021A']) {
      await h.rejects(`/api/census/zipcode?zip=${zip}`, 'zip')
    }
  })
})
