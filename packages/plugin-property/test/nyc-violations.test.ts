import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { propertyFixtures, route } from './_harness.ts'

const h = testHost(propertyFixtures)

describe('property.nyc-violations', () => {
  it('merges open DOB and HPD violations of a building, newest first', async () => {
    const data = await h.ok('/api/property/nyc-violations?bin=3012345')
    expect(data.total).toBe(2)
    expect(data.items[0]).toStrictEqual({
      agency: 'HPD', id: '15501234', issuedDate: '2024-11-06', open: true, status: 'FIRST NO ACCESS TO RE- INSPECT VIOLATION', type: 'Housing maintenance code', class: 'C',
      description: 'SECTION 27-2029 ADM CODE PROVIDE HOT WATER AT ALL HOURS', address: '123 EXAMPLE STREET', apartment: '2F', story: '2',
      dispositionDate: '2024-12-02', disposition: 'FIRST NO ACCESS TO RE- INSPECT VIOLATION',
    })
    expect(data.items[1]).toStrictEqual({
      agency: 'DOB', id: 'V031224LL6291-00456', issuedDate: '2024-03-12', open: true, status: 'V-DOB VIOLATION - ACTIVE', type: 'LL6291-BOILER', class: null,
      description: 'FAILURE TO FILE BOILER INSPECTION REPORT', address: '123 EXAMPLE STREET', apartment: null, story: null, dispositionDate: null, disposition: null,
    })
    expect(h.last(`/resource/${'3h2n-5cm9'}.json`).params).toMatchObject({ $where: "bin = '3012345' AND disposition_date IS NULL", $order: 'issue_date DESC', $limit: '50' })
    expect(h.last(`/resource/${'wvxf-dwi5'}.json`).params).toMatchObject({ $where: "bin = '3012345' AND violationstatus = 'Open'", $order: 'novissueddate DESC' })
  })

  it('reads HPD alone by BBL, and every status on request', async () => {
    const data = await h.ok('/api/property/nyc-violations?bbl=3012340056&status=all')
    expect(data.items.map((item: { agency: string }) => item.agency)).toEqual(['HPD'])
    expect(h.last(`/resource/${'wvxf-dwi5'}.json`).params.$where).toBe("bbl = '3012340056'")
    const dob = await h.ok('/api/property/nyc-violations?bin=3012345&agency=dob&status=all&limit=10')
    expect(dob.items.map((item: { agency: string }) => item.agency)).toEqual(['DOB'])
    expect(h.last(`/resource/${'3h2n-5cm9'}.json`).params.$where).toBe("bin = '3012345'")
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/property/nyc-violations', 'bin')
    await h.rejects('/api/property/nyc-violations?bin=3012345&bbl=3012340056', 'bbl')
    await h.rejects('/api/property/nyc-violations?bbl=3012340056&agency=dob', 'bin')
    await h.rejects('/api/property/nyc-violations?bin=3012345&status=closed', 'status')
    await h.rejects('/api/property/nyc-violations?bin=3012345&limit=201', 'limit')
  })

  h.failures(route('3h2n-5cm9'), '/api/property/nyc-violations?bin=3012345&agency=dob')
  h.failures(route('wvxf-dwi5'), '/api/property/nyc-violations?bin=3012345&agency=hpd')
})
