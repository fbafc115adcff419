import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { propertyFixtures, route } from './_harness.ts'

const h = testHost(propertyFixtures)

describe('property.nyc-parcel-lookup', () => {
  it('looks a tax lot up by BBL', async () => {
    const data = await h.ok('/api/property/nyc-parcel-lookup?bbl=3012340056')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toStrictEqual({
      bbl: '3012340056', borough: 'Brooklyn', block: 1234, lot: 56, address: '123 EXAMPLE STREET', zip: '11201', owner: 'EXAMPLE HOLDINGS LLC', ownerType: 'P',
      landUse: { code: '02', name: 'Multi-Family Walk-Up Buildings' }, buildingClass: 'C0', zoning: ['R6B'], commercialOverlay: 'C2-4', specialDistrict: null,
      lotArea: 2000, buildingArea: 4800, residentialArea: 4800, commercialArea: 0, buildings: 1, floors: 3, residentialUnits: 3, totalUnits: 3,
      yearBuilt: 1899, yearsAltered: [1995], assessedLand: 41400, assessedTotal: 98520, exemptTotal: 0,
      far: { built: 2.4, residential: 2, commercial: 2, facility: 2 }, historicDistrict: 'Park Slope Historic District', landmark: null, condoNumber: null,
      communityDistrict: '306', councilDistrict: '39', schoolDistrict: '15', policePrecinct: '78', lat: 40.6771, lon: -73.9802, plutoVersion: '25v1',
    })
    expect(h.last(`/resource/${'64uk-42ks'}.json`).params).toEqual({ bbl: '3012340056', $limit: '1' })
  })

  it('finds lots by address in a borough, reading BBLs with a decimal part and unknown years', async () => {
    const data = await h.ok('/api/property/nyc-parcel-lookup?address=example%20street&borough=3')
    expect(data.meta.mode).toBe('list')
    expect(data.items.map((item: { bbl: string }) => item.bbl)).toEqual(['3012340056', '3012347501'])
    expect(data.items[0]).toMatchObject({ borough: 'Brooklyn', floors: 3, yearBuilt: 1899, landUse: { code: '02', name: 'Multi-Family Walk-Up Buildings' } })
    expect(data.items[1]).toMatchObject({ yearBuilt: null, condoNumber: 1234 })
    expect(h.last(`/resource/${'64uk-42ks'}.json`).params).toMatchObject({ $where: "borough = 'BK' AND upper(address) like '%EXAMPLE STREET%'", $limit: '5' })
  })

  it('answers 404 for a lot PLUTO does not have', () => h.status('/api/property/nyc-parcel-lookup?bbl=1000010010', 404, undefined, 'NOT_FOUND'))

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/property/nyc-parcel-lookup', 'bbl')
    await h.rejects('/api/property/nyc-parcel-lookup?bbl=3012340056&address=1%20main%20st&borough=3', 'address')
    await h.rejects('/api/property/nyc-parcel-lookup?address=350%205%20avenue', 'borough')
    await h.rejects('/api/property/nyc-parcel-lookup?address=350%205%20avenue&borough=6', 'borough')
    await h.rejects("/api/property/nyc-parcel-lookup?address=1%3B%20drop&borough=1", 'address')
  })

  h.failures(route('64uk-42ks'), '/api/property/nyc-parcel-lookup?bbl=3012340056')
})
