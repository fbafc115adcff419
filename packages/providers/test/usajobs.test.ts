import { describe, expect, it } from 'vitest'
import { searchUsajobs, usajobs, usajobsHeaders } from '../src/usajobs/index.ts'
import { providerFixture } from './provider-client.ts'

// Two announcements in the search API's documented shape, trimmed to the members read; values are made up.
const full = {
  MatchedObjectId: '800001', MatchedObjectDescriptor: {
    PositionID: 'CDC-25-1', PositionTitle: 'Data Scientist', PositionURI: 'https://www.usajobs.gov/job/800001', ApplyURI: ['https://www.usajobs.gov/job/800001/apply'],
    PositionLocation: [{ LocationName: 'Atlanta, Georgia', CountryCode: 'United States', CountrySubDivisionCode: 'Georgia', CityName: 'Atlanta, Georgia', Latitude: 33.75, Longitude: -84.39 }],
    OrganizationName: 'Centers for Disease Control and Prevention', DepartmentName: 'Department of Health and Human Services',
    JobCategory: [{ Name: 'Data Science Series', Code: '1560' }], JobGrade: [{ Code: 'GS' }], PositionSchedule: [{ Name: 'Full-time', Code: '1' }], PositionOfferingType: [{ Name: 'Permanent', Code: '15317' }],
    QualificationSummary: 'One year at GS-12.', PositionRemuneration: [{ MinimumRange: '117962.0', MaximumRange: '153354.0', RateIntervalCode: 'PA', Description: 'Per Year' }],
    PublicationStartDate: '2025-03-03T00:00:00.0000', ApplicationCloseDate: '2025-03-17T23:59:59.9970',
    UserArea: { Details: { JobSummary: 'Models.', MajorDuties: ['Builds models.'], LowGrade: '13', HighGrade: '13', PromotionPotential: '13', HiringPath: ['public'], TotalOpenings: '2', WhoMayApply: { Name: '', Code: '' }, SecurityClearance: 'Not Required', TeleworkEligible: true, RemoteIndicator: false } },
  },
}
// The fewest members USAJOBS sends: lists and details left out or null.
const bare = { MatchedObjectId: '800002', MatchedObjectDescriptor: { PositionTitle: 'Nurse', PositionRemuneration: [{ MinimumRange: '', MaximumRange: null, RateIntervalCode: 'PH' }], ApplyURI: null, UserArea: null } }
const fixture = providerFixture(usajobs, { 'GET /api/search': { body: { SearchResult: { SearchResultCountAll: 148, SearchResultItems: [full, bare] } } } })

describe('usajobs', () => {
  it('sends the key, the registered e-mail and the query, and reads each posting once', async () => {
    const { items, total, url } = await searchUsajobs(fixture.client({ key: 'jobs-key' }), usajobsHeaders({ settings: { gov: { usajobsUserAgent: 'ops@example.org' } } }), { Keyword: 'data', Radius: 25, Organization: undefined })
    const request = fixture.server.last()
    expect(request.headers['authorization-key']).toBe('jobs-key')
    expect(request.headers['user-agent']).toBe('ops@example.org')
    expect(fixture.lastQuery()).toEqual({ Keyword: 'data', Radius: '25' })
    expect(total).toBe(148)
    expect(url).toBe(`${fixture.server.url}/api/search?Keyword=data&Radius=25`)
    expect(items[0]).toStrictEqual({
      id: '800001', positionId: 'CDC-25-1', title: 'Data Scientist', organization: 'Centers for Disease Control and Prevention', department: 'Department of Health and Human Services',
      locations: [{ name: 'Atlanta, Georgia', city: 'Atlanta, Georgia', state: 'Georgia', country: 'United States', latitude: 33.75, longitude: -84.39 }],
      categories: [{ code: '1560', name: 'Data Science Series' }], grade: { system: 'GS', low: '13', high: '13', promotionPotential: '13' },
      pay: { min: 117962, max: 153354, interval: 'Per Year' }, schedule: 'Full-time', appointment: 'Permanent', hiringPaths: ['public'], whoMayApply: '', openings: '2',
      securityClearance: 'Not Required', remote: false, telework: true, summary: 'Models.', duties: ['Builds models.'], qualifications: 'One year at GS-12.',
      openDate: '2025-03-03', closeDate: '2025-03-17', url: 'https://www.usajobs.gov/job/800001', applyUrl: 'https://www.usajobs.gov/job/800001/apply',
    })
    expect(items[1]).toStrictEqual({
      id: '800002', positionId: null, title: 'Nurse', organization: null, department: null, locations: [], categories: [], grade: { system: null, low: null, high: null, promotionPotential: null },
      pay: { min: null, max: null, interval: 'PH' }, schedule: null, appointment: null, hiringPaths: [], whoMayApply: null, openings: null, securityClearance: null,
      remote: null, telework: null, summary: null, duties: [], qualifications: null, openDate: null, closeDate: null, url: null, applyUrl: null,
    })
  })

  it('refuses a User-Agent setting that is no e-mail', () => {
    expect(() => usajobsHeaders({ settings: { gov: { usajobsUserAgent: 'ops' } } })).toThrow(/settings\.gov\.usajobsUserAgent/)
  })
})
