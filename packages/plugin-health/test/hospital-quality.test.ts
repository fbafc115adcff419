import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { fixture, healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.hospital-quality', () => {
  it('answers the star rating and the measures of every topic', async () => {
    h.set(ROUTES.general, fixture('data-cms/general-060024.json'))
    const data = await h.ok('/api/health/hospital-quality?facilityId=060024')
    expect(h.last('/provider-data/api/1/datastore/query/ynj2-r877/0').params).toMatchObject({ 'conditions[0][property]': 'facility_id', 'conditions[0][value]': '060024' })
    const item = data.items[0]
    expect(item).toMatchObject({ facilityId: '060024', overallRating: 4 })
    expect(item.topics['complications-deaths'][0]).toEqual({
      measureId: 'MORT_30_AMI', measure: 'Death rate for heart attack patients', comparedToNational: 'No Different Than the National Rate', score: 12.1, scoreText: null,
      lowerEstimate: 10.2, higherEstimate: 14.3, denominator: 412, sample: null, footnote: null, startDate: '2020-07-01', endDate: '2023-06-30',
    })
    expect(item.topics.infections[0]).toMatchObject({ measureId: 'HAI_1_SIR', score: 0.512, comparedToNational: 'Better than the National Benchmark' })
    expect(item.topics['timely-care'][0]).toMatchObject({ measureId: 'EDV', score: null, scoreText: 'very high' })
    expect(item.topics.readmissions).toEqual([])
  })
  it('asks only the topics named', async () => {
    h.set(ROUTES.general, fixture('data-cms/general-060024.json'))
    const before = h.requests.length
    const item = (await h.ok('/api/health/hospital-quality?facilityId=060024&topics=infections')).items[0]
    expect(Object.keys(item.topics)).toEqual(['infections'])
    expect(h.requests.slice(before).map((request) => request.path).sort()).toEqual(['/provider-data/api/1/datastore/query/77hc-ibv8/0', '/provider-data/api/1/datastore/query/xubh-q36u/0'])
  })
  it('answers 404 for an unknown hospital', async () => {
    h.set(ROUTES.general, fixture('data-cms/empty.json'))
    await h.status('/api/health/hospital-quality?facilityId=999999', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/hospital-quality', 'facilityId')
    await h.rejects('/api/health/hospital-quality?facilityId=060024&topics=stars', 'topics')
  })
  h.failures(ROUTES.infections, '/api/health/hospital-quality?facilityId=060024&topics=infections')
})
