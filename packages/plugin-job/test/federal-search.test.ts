import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { jobPlugin } from '../src/index.ts'
import { jobFixtures, SEARCH } from './_harness.ts'

const h = testHost(jobFixtures)

describe('job.federal-search', () => {
  it('answers each posting with its grades, pay, hiring paths and dates', async () => {
    const data = await h.ok('/api/job/federal-search?keyword=data%20science&location=Atlanta&radius=50&series=1529&minGrade=12&maxGrade=14&hiringPath=public&schedule=full-time&postedWithinDays=7&sort=closing&limit=10')
    expect(data.total).toBe(37)
    expect(data.items[0]).toStrictEqual({
      id: '823456700', positionId: 'HHS-CDC-D-25-0001', title: 'Data Scientist',
      agency: 'Centers for Disease Control and Prevention', department: 'Department of Health and Human Services',
      locations: [{ name: 'Atlanta, Georgia', city: 'Atlanta, Georgia', state: 'Georgia', country: 'United States', lat: 33.74831, lon: -84.39026 }],
      series: [{ code: '1529', name: 'Mathematical Statistics' }],
      grade: { plan: 'GS', low: '13', high: '13', promotionPotential: '13' },
      pay: { min: 117962, max: 153354, interval: 'Per Year' },
      schedule: 'Full-time', appointment: 'Permanent', hiringPaths: ['public', 'vet'], whoMayApply: 'United States Citizens', openings: '2',
      securityClearance: 'Not Required', remote: false, telework: true,
      summary: 'Join the data science team of a national public health agency.', duties: ['Builds statistical models.', 'Presents findings to program staff.'],
      qualifications: 'You must have one year of specialized experience equivalent to GS-12.',
      openDate: '2025-03-03', closeDate: '2025-03-17', url: 'https://www.usajobs.gov:443/job/823456700', applyUrl: 'https://www.usajobs.gov:443/job/823456700/apply',
    })
    // Empty members come back null or empty, never as made-up values.
    expect(data.items[1]).toMatchObject({ locations: [], pay: { min: null, max: null, interval: 'Per Hour' }, whoMayApply: null, openings: null, summary: null, duties: [], applyUrl: null })
    expect(h.last().params).toEqual({
      Keyword: 'data science', LocationName: 'Atlanta', Radius: '50', JobCategoryCode: '1529', PayGradeLow: '12', PayGradeHigh: '14', HiringPath: 'public',
      PositionScheduleTypeCode: '1', DatePosted: '7', SortField: 'closedate', SortDirection: 'Asc', ResultsPerPage: '10', Page: '1', Fields: 'Full',
    })
    const headers = h.last().headers
    expect(headers['authorization-key']).toBe('jobs-key')
    expect(headers['user-agent']).toBe('ops@example.org')
  })

  const withoutKey = testHost({ plugins: jobPlugin, elsewhere: { usajobs: () => h.server.url }, config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } }, paid: true })
  it('is unavailable without the USAJOBS key or the registered e-mail, before any 402', async () => {
    for (const path of ['/api/job/federal-search?keyword=nurse', '/api/job/federal-codes?list=payplans']) {
      expect((await withoutKey.status(path, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_USAJOBS_KEY')
    }
    expect(await h.call('/api/job/federal-search?keyword=nurse', undefined, { settings: { gov: { usajobsUserAgent: '' } } })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.gov.usajobsUserAgent') } })
    expect(await h.call('/api/job/federal-search?keyword=nurse', undefined, { settings: { gov: { usajobsUserAgent: 'not-an-email' } } })).toMatchObject({ status: 503, body: { error: expect.stringContaining('must be the e-mail') } })
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/job/federal-search?keyword=a', 'keyword')
    await h.rejects('/api/job/federal-search?series=22', 'series')
    await h.rejects('/api/job/federal-search?minGrade=13&maxGrade=11', 'maxGrade')
    await h.rejects('/api/job/federal-search?minSalary=90000&maxSalary=50000', 'maxSalary')
    await h.rejects('/api/job/federal-search?radius=25', 'radius')
    await h.rejects('/api/job/federal-search?hiringPath=anyone', 'hiringPath')
    await h.rejects('/api/job/federal-search?postedWithinDays=61', 'postedWithinDays')
    await h.rejects('/api/job/federal-search?limit=101', 'limit')
  })

  h.failures(SEARCH, '/api/job/federal-search?keyword=nurse')
})
