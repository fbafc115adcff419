import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, fixture, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.device-510k', () => {
  it('searches 510(k) decisions and reads their fields', async () => {
    const data = await h.ok('/api/medical/device-510k?device=pulse%20oximeter&productCode=dqa&from=2026-01-01&to=2026-10-31&limit=5')
    expect(h.last().query.get('search')).toBe('device_name:"pulse oximeter" AND product_code:"DQA" AND decision_date:[20260101 TO 20261031]')
    expect(h.last().query.get('sort')).toBe('decision_date:desc')
    expect(h.last().query.get('limit')).toBe('5')
    expect(data).toMatchObject({ ok: true, total: 412, source: { provider: 'openFDA (U.S. Food and Drug Administration)' } })
    expect(data.items[0]).toMatchObject({
      kNumber: 'K261234', applicant: 'EXAMPLE MEDICAL INC.', productCode: 'DQA', deviceClass: '2', regulationNumber: '870.2700',
      decision: 'Substantially Equivalent', decisionDate: '2026-09-30', receivedDate: '2026-05-02', clearanceType: 'Traditional',
      reviewPanel: 'Anesthesiology', thirdPartyReview: false, expeditedReview: null,
    })
  })
  it('answers an empty list when openFDA finds nothing', async () => {
    h.set(FDA.k510, fixture('openfda/no-match.json', 404))
    expect(await h.ok('/api/medical/device-510k?kNumber=K000001')).toMatchObject({ items: [], total: 0 })
    expect(h.last().query.get('search')).toBe('k_number:"K000001"')
  })
  it('rejects bad input before payment', async () => {
    await h.rejects('/api/medical/device-510k', 'kNumber')
    await h.rejects('/api/medical/device-510k?kNumber=12345', 'kNumber')
    await h.rejects('/api/medical/device-510k?productCode=DQ', 'productCode')
    await h.rejects('/api/medical/device-510k?from=2026-02-30', 'from')
    await h.rejects('/api/medical/device-510k?from=2026-05-01&to=2026-01-01', 'to')
    await h.rejects('/api/medical/device-510k?device=x', 'device')
    await h.rejects('/api/medical/device-510k?device=oximeter&limit=101', 'limit')
  })
  h.failures(FDA.k510, '/api/medical/device-510k?device=oximeter')
})
