import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { eduFixtures, SCORECARD } from './_harness.ts'

const h = testHost(eduFixtures)

describe('edu.college-scorecard', () => {
  it('answers schools with the figures Scorecard has, null where it has none', async () => {
    const data = await h.ok('/api/edu/college-scorecard?name=michigan&state=mi&ownership=public&degree=bachelor&sort=earnings&limit=5')
    expect(data.total).toBe(2)
    expect(data.items[0]).toStrictEqual({
      id: 170976, name: 'University of Michigan-Ann Arbor', city: 'Ann Arbor', state: 'MI', zip: '48109-1316', url: 'umich.edu/',
      ownership: 'public', predominantDegree: "bachelor's", lat: 42.278044, lon: -83.738224, students: 32448, admissionRate: 0.1769,
      satAverage: 1451, actMidpoint: 33, tuitionInState: 17228, tuitionOutOfState: 57273, averageNetPrice: 17107, pellGrantRate: 0.1506,
      medianDebt: 19500, completionRate: 0.9295, retentionRate: 0.9727, medianEarnings10yr: 84576,
    })
    // A private school's net price is read from the private field.
    expect(data.items[1]).toMatchObject({ ownership: 'private for-profit', predominantDegree: 'certificate', averageNetPrice: 21000, admissionRate: null })
    const query = h.last().params
    expect(query).toMatchObject({
      'school.name': 'michigan', 'school.state': 'MI', 'school.ownership': '1', 'school.degrees_awarded.predominant': '3', 'school.operating': '1',
      sort: 'latest.earnings.10_yrs_after_entry.median:desc', per_page: '5', page: '0', api_key: 'gov-key',
    })
    expect(query.fields?.split(',')).toContain('latest.aid.median_debt.completers.overall')
    expect(data.source.url).not.toContain('gov-key')
  })

  it('searches around a ZIP code', async () => {
    await h.ok('/api/edu/college-scorecard?zip=48109&distanceMiles=10')
    expect(h.last().params).toMatchObject({ zip: '48109', distance: '10mi' })
    await h.ok('/api/edu/college-scorecard?zip=48109')
    expect(h.last().params.distance).toBe('25mi')
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/edu/college-scorecard', 'name')
    await h.rejects('/api/edu/college-scorecard?state=Michigan', 'state')
    await h.rejects('/api/edu/college-scorecard?name=x', 'name')
    await h.rejects('/api/edu/college-scorecard?state=MI&distanceMiles=10', 'distanceMiles')
    await h.rejects('/api/edu/college-scorecard?zip=4810', 'zip')
    await h.rejects('/api/edu/college-scorecard?state=MI&ownership=state', 'ownership')
  })

  h.failures(SCORECARD, '/api/edu/college-scorecard?state=MI')
})
