import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { propertyFixtures, route } from './_harness.ts'

const h = testHost(propertyFixtures)

describe('property.nyc-permits', () => {
  it('answers a building\'s permits newest first, reading DOB\'s MM/DD/YYYY dates', async () => {
    const data = await h.ok('/api/property/nyc-permits?bin=3012345')
    expect(data.total).toBe(3)
    expect(data.items.map((item: { issuedDate: string }) => item.issuedDate)).toEqual(['2024-06-01', '2021-03-15', '1998-11-20'])
    expect(data.items[1]).toStrictEqual({
      job: '321000111', document: '01', jobType: 'A2', jobTypeName: 'Minor alteration', workType: 'PL', permitType: 'PL', permitSubtype: null, permitSequence: 1,
      permitStatus: 'ISSUED', filingStatus: 'INITIAL', filingDate: '2021-03-02', issuedDate: '2021-03-15', expirationDate: '2022-03-14', jobStartDate: '2021-03-15',
      address: '123 EXAMPLE STREET', borough: 'BROOKLYN', bin: '3012345', bbl: '3012340056', zip: '11201', residential: true,
      permittee: { name: 'JOHN SAMPLE', business: 'SAMPLE PLUMBING INC', licenseType: 'MP' },
      owner: { name: null, business: 'EXAMPLE HOLDINGS LLC' },
    })
    expect(h.last(`/resource/${'ipu4-2q9a'}.json`).params).toEqual({ bin__: '3012345', $limit: '2000' })
  })

  it('filters by job type upstream and by issue date here', async () => {
    const data = await h.ok('/api/property/nyc-permits?bin=3012345&jobType=A2&from=2000-01-01&to=2022-12-31&limit=5')
    expect(data.items.map((item: { job: string }) => item.job)).toEqual(['321000111'])
    expect(h.last(`/resource/${'ipu4-2q9a'}.json`).params).toMatchObject({ job_type: 'A2' })
  })

  it('answers an empty list for a building without permits', async () => {
    expect(await h.ok('/api/property/nyc-permits?bin=1015862')).toMatchObject({ items: [], total: 0 })
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/property/nyc-permits', 'bin')
    await h.rejects('/api/property/nyc-permits?bin=301234', 'bin')
    await h.rejects('/api/property/nyc-permits?bin=3000000', 'bin')
    await h.rejects('/api/property/nyc-permits?bin=3012345&jobType=XX', 'jobType')
    await h.rejects('/api/property/nyc-permits?bin=3012345&from=2024-01-01&to=2023-01-01', 'to')
  })

  h.failures(route('ipu4-2q9a'), '/api/property/nyc-permits?bin=3012345')
})
