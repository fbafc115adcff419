import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { clinicalPlugin } from '../src/index.ts'

const SEARCH = 'GET /api/v2/studies'
const STUDY = 'GET /api/v2/studies/NCT04280705'
const h = testHost({
  plugins: [clinicalPlugin],
  upstreams: ['clinicaltrials'],
  fixtures: 'fixtures/clinicaltrials',
  routes: { [SEARCH]: 'search-covid.json', [STUDY]: 'study-NCT04280705.json', 'GET /api/v2/studies/NCT99999999': { status: 404, body: 'Study not found' } },
})
const call = (path: string) => h.call(path)

describe('clinical.trial-search', () => {
  it('maps the filters to the API\'s query parameters', async () => {
    await call('/api/clinical/trial-search?query=covid&status=RECRUITING&sponsor=NIAID&phase=phase3&country=United%20States&pageSize=5&pageToken=abc')
    const sent = h.last(SEARCH).query
    expect(Object.fromEntries(sent)).toEqual({
      'query.term': 'covid', 'query.spons': 'NIAID', 'query.locn': 'United States', 'filter.overallStatus': 'RECRUITING',
      'filter.advanced': 'AREA[Phase]PHASE3', pageSize: '5', pageToken: 'abc', countTotal: 'true', format: 'json',
    })
  })

  it('answers summary rows, the total and the next page token', async () => {
    const { status, body } = await call('/api/clinical/trial-search?query=covid')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 1245, nextPageToken: 'ZVNj7o2Elu8o3lpoWsW3mc6ar5Kc1ZTNk50' })
    expect(body.data.items[0]).toStrictEqual({
      nctId: 'NCT04280705',
      briefTitle: 'Adaptive COVID-19 Treatment Trial (ACTT)',
      officialTitle: expect.stringMatching(/^A Multicenter, Adaptive/),
      status: 'COMPLETED',
      phases: ['PHASE3'],
      studyType: 'INTERVENTIONAL',
      conditions: ['COVID-19'],
      interventions: [{ type: 'OTHER', name: 'Placebo' }, { type: 'DRUG', name: 'Remdesivir' }],
      enrollment: { count: 1062, type: 'ACTUAL' },
      dates: { start: '2020-02-21', primaryCompletion: '2020-04-19', completion: '2020-05-21', firstPosted: '2020-02-21', resultsFirstPosted: '2020-10-20', lastUpdated: '2020-12-14' },
      leadSponsor: { name: 'National Institute of Allergy and Infectious Diseases (NIAID)', class: 'NIH' },
      hasResults: true,
      briefSummary: expect.stringMatching(/^This study is an adaptive/),
      url: 'https://clinicaltrials.gov/study/NCT04280705',
    })
    // A sparse record keeps every field, with nulls.
    expect(body.data.items[1]).toMatchObject({ nctId: 'NCT05123456', officialTitle: null, dates: { start: '2025-03', completion: null }, enrollment: { count: 240, type: 'ESTIMATED' }, briefSummary: null })
  })

  it('answers an empty search as zero items', async () => {
    h.set(SEARCH, 'search-empty.json')
    const { body } = await call('/api/clinical/trial-search?query=nothingmatchesthis')
    expect(body.data).toMatchObject({ items: [], total: 0, nextPageToken: null })
  })

  it('answers 400 on pageToken when the API refuses the token', async () => {
    h.set(SEARCH, { status: 400, body: 'Invalid page token' })
    const { status, body } = await call('/api/clinical/trial-search?query=covid&pageToken=forged')
    expect(status).toBe(400)
    expect(body.field).toBe('pageToken')
  })

  it('names the search field, not pageToken, when the API refuses a search without a token', async () => {
    h.set(SEARCH, { status: 400, body: 'Invalid query' })
    expect(await call('/api/clinical/trial-search?query=AREA%5BPhase')).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'query' } })
    expect(await call('/api/clinical/trial-search?status=RECRUITING')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  it('lists every study, paged, when no filter is given (every parameter is optional)', async () => {
    const { status, body } = await call('/api/clinical/trial-search')
    expect(status).toBe(200)
    expect(h.last(SEARCH).params).toEqual({ pageSize: '10', countTotal: 'true', format: 'json' })
    expect(body.data).toMatchObject({ ok: true, total: expect.any(Number), nextPageToken: expect.anything() })
  })

  h.failures(SEARCH, '/api/clinical/trial-search?query=covid')

  h.refusals('/api/clinical/trial-search', [
    ['query=a', 'query'], ['nctId=NCT123', 'nctId'], ['status=OPEN', 'status'], ['phase=PHASE5', 'phase'],
    ['country=U', 'country'], ['query=x1&pageSize=0', 'pageSize'], ['query=x1&pageSize=101', 'pageSize'], [`query=x1&pageToken=${'a'.repeat(501)}`, 'pageToken'], ['query=x1&limit=3', 'limit'],
  ])
})

describe('clinical.study-detail', () => {
  it('answers the full record', async () => {
    const { status, body } = await call('/api/clinical/study-detail?nctId=nct04280705')
    expect(status).toBe(200)
    expect(body.data.total).toBe(1)
    const item = body.data.items[0]
    expect(item).toMatchObject({
      nctId: 'NCT04280705',
      acronym: 'ACTT',
      detailedDescription: expect.stringContaining('100 sites'),
      whyStopped: null,
      keywords: ['2019-nCoV', 'Remdesivir', 'SARS-CoV-2'],
      design: { allocation: 'RANDOMIZED', interventionModel: 'PARALLEL', primaryPurpose: 'TREATMENT', masking: 'QUADRUPLE' },
      interventions: [
        { type: 'OTHER', name: 'Placebo', description: expect.any(String) },
        { type: 'DRUG', name: 'Remdesivir', description: expect.stringContaining('200 mg') },
      ],
      primaryOutcomes: [{ measure: 'Time to Recovery', description: expect.any(String), timeFrame: 'Day 1 through Day 29' }],
      secondaryOutcomes: [{ measure: '28-day Mortality', description: null, timeFrame: 'Day 1 through Day 29' }],
      eligibility: { healthyVolunteers: false, sex: 'ALL', minimumAge: '18 Years', maximumAge: '99 Years', stdAges: ['ADULT', 'OLDER_ADULT'], criteria: expect.stringContaining('Inclusion Criteria') },
      sponsors: { lead: { name: 'National Institute of Allergy and Infectious Diseases (NIAID)', class: 'NIH' }, collaborators: [] },
      hasResults: true,
      url: 'https://clinicaltrials.gov/study/NCT04280705',
    })
    expect(item.locations).toEqual([
      { facility: 'University of Nebraska Medical Center - Infectious Diseases', status: null, city: 'Omaha', state: 'Nebraska', zip: '68198-5400', country: 'United States', latitude: 41.25626, longitude: -95.94043 },
      { facility: 'National University Hospital - Infectious Diseases', status: null, city: 'Singapore', state: null, zip: '119074', country: 'Singapore', latitude: 1.28967, longitude: 103.85007 },
    ])
    expect(Object.keys(item).sort()).toEqual(['acronym', 'briefSummary', 'briefTitle', 'conditions', 'dates', 'design', 'detailedDescription', 'eligibility', 'enrollment', 'hasResults', 'interventions', 'keywords', 'locations', 'nctId', 'officialTitle', 'phases', 'primaryOutcomes', 'secondaryOutcomes', 'sponsors', 'status', 'studyType', 'url', 'whyStopped'])
  })

  it('answers 404 NOT_FOUND for an unknown study', async () => {
    expect(await call('/api/clinical/study-detail?nctId=NCT99999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'ClinicalTrials.gov has no study NCT99999999' } })
  })

  h.failures(STUDY, '/api/clinical/study-detail?nctId=NCT04280705')

  it('rejects an id that is not NCT and 8 digits', async () => {
    for (const id of ['', 'NCT1234567', 'NCT123456789', 'ABC04280705', 'NCT0428070X']) {
      await h.rejects(`/api/clinical/study-detail?nctId=${id}`, 'nctId')
    }
  })
})
