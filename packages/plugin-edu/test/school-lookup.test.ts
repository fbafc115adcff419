import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { DIRECTORY, eduFixtures } from './_harness.ts'

const h = testHost(eduFixtures)

describe('edu.school-lookup', () => {
  it('lists the schools of a ZIP code, decoding the portal\'s codes', async () => {
    const data = await h.ok('/api/edu/school-lookup?zip=80202')
    expect(data.total).toBe(2)
    expect(data.meta.mode).toBe('list')
    expect(data.items[0]).toStrictEqual({
      ncessch: '080336000123', name: 'Example Elementary School', districtId: '0803360', district: 'School District No. 1 in the county of Denver and State of C',
      address: '1 Example St', city: 'Denver', state: 'CO', zip: '80202', phone: '(720)555-0101', level: 'primary', type: 'regular', status: 'open',
      lowestGrade: 'PK', highestGrade: '5', charter: false, magnet: true, virtual: false, titleIEligible: true,
      enrollment: 402, teachersFte: 24.5, freeOrReducedLunch: 188, lat: 39.7508, lon: -104.9966, year: 2022,
    })
    // Missing (-1), not applicable (-2) and suppressed (-3) are null, never negative numbers.
    expect(data.items[1]).toMatchObject({ level: 'high', type: 'alternative', status: 'new', lowestGrade: '9', charter: true, magnet: null, titleIEligible: null, enrollment: null, teachersFte: null, freeOrReducedLunch: null })
    expect(h.last().params).toEqual({ zip_location: '80202' })
  })

  it('cites the Education Data Portal in meta.attribution, as its ODC-By licence asks', async () => {
    const { body } = await h.call('/api/edu/school-lookup?zip=80202')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ provider: 'Urban Institute Education Data Portal (NCES Common Core of Data)', text: expect.stringContaining('ODC Attribution License') })])
  })

  it('filters by level upstream and by name here, and looks one school up by id', async () => {
    const data = await h.ok('/api/edu/school-lookup?zip=80202&level=high&name=charter')
    expect(data.items.map((item: { ncessch: string }) => item.ncessch)).toEqual(['080336000456'])
    expect(h.last().params).toEqual({ zip_location: '80202', school_level: '3' })
    const one = await h.ok('/api/edu/school-lookup?ncessch=080336000123&name=elementary')
    expect(one.meta.mode).toBe('lookup')
    expect(h.last().path).toBe('/api/v1/schools/ccd/directory/2022/')
  })

  it('answers 404 for an unknown school id, an empty list for a ZIP without schools', async () => {
    await h.status('/api/edu/school-lookup?ncessch=999999999999', 404, undefined, 'NOT_FOUND')
    expect(await h.ok('/api/edu/school-lookup?district=0800001')).toMatchObject({ items: [], total: 0 })
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/edu/school-lookup', 'ncessch')
    await h.rejects('/api/edu/school-lookup?ncessch=0803360001', 'ncessch')
    await h.rejects('/api/edu/school-lookup?zip=802', 'zip')
    await h.rejects('/api/edu/school-lookup?district=080336', 'district')
    await h.rejects('/api/edu/school-lookup?zip=80202&level=college', 'level')
    await h.rejects('/api/edu/school-lookup?zip=80202&year=1980', 'year')
  })

  h.failures(DIRECTORY, '/api/edu/school-lookup?zip=80202')
})
