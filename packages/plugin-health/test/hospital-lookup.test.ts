import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { fixture, healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.hospital-lookup', () => {
  it('lists hospitals of a city', async () => {
    const data = await h.ok('/api/health/hospital-lookup?city=Denver&state=co&emergency=true')
    expect(h.last().params).toMatchObject({
      'conditions[0][property]': 'citytown', 'conditions[0][value]': 'DENVER', 'conditions[0][operator]': '=',
      'conditions[1][property]': 'state', 'conditions[1][value]': 'CO', 'conditions[2][property]': 'emergency_services', 'conditions[2][value]': 'Yes',
      'sorts[0][property]': 'facility_name', limit: '20', offset: '0',
    })
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items[0]).toEqual({
      facilityId: '060024', name: 'EXAMPLE MEDICAL CENTER', address: '100 EXAMPLE ST', city: 'DENVER', state: 'CO', zip: '80204', county: 'DENVER',
      phone: '(303) 555-0100', type: 'Acute Care Hospitals', ownership: 'Government - Local', emergencyServices: true, birthingFriendly: true, overallRating: 4,
    })
    expect(data.items[1]).toMatchObject({ overallRating: null, emergencyServices: false, birthingFriendly: null })
  })
  it('looks up one hospital by CCN', async () => {
    h.set(ROUTES.general, fixture('data-cms/general-060024.json'))
    const data = await h.ok('/api/health/hospital-lookup?facilityId=060024')
    expect(h.last().params).toMatchObject({ 'conditions[0][property]': 'facility_id', 'conditions[0][value]': '060024', limit: '1' })
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' }, items: [{ name: 'EXAMPLE MEDICAL CENTER' }] })
    h.set(ROUTES.general, fixture('data-cms/empty.json'))
    await h.status('/api/health/hospital-lookup?facilityId=999999', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/hospital-lookup', 'facilityId')
    await h.rejects('/api/health/hospital-lookup?facilityId=0600', 'facilityId')
    await h.rejects('/api/health/hospital-lookup?state=Colorado', 'state')
    await h.rejects('/api/health/hospital-lookup?zip=8020', 'zip')
    await h.rejects('/api/health/hospital-lookup?state=CO&type=Clinic', 'type')
  })
  h.failures(ROUTES.general, '/api/health/hospital-lookup?state=CO')
})
