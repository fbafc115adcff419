import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.device-recall', () => {
  it('answers recalls, newest initiated first', async () => {
    const data = await h.ok('/api/medical/device-recall?device=infusion%20pump&kNumber=k230001&from=2026-01-01')
    expect(h.last().query.get('search')).toBe('product_description:"infusion pump" AND k_numbers:"K230001" AND event_date_initiated:[20260101 TO *]')
    expect(h.last().query.get('sort')).toBe('event_date_initiated:desc')
    expect(data.total).toBe(87)
    expect(data.items[0]).toMatchObject({
      recallId: 'Z-0001-2026', eventNumber: '95001', status: 'Open, Classified', initiatedDate: '2026-08-14', postedDate: '2026-09-03',
      terminatedDate: null, firm: 'Example Infusion Systems LLC', productCode: 'FRN', deviceClass: '2', rootCause: 'Software design',
      quantity: '4000 units', kNumbers: ['K230001'], pmaNumbers: [],
    })
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/device-recall', 'productCode')
    await h.rejects('/api/medical/device-recall?kNumber=P100001', 'kNumber')
    await h.rejects('/api/medical/device-recall?from=2026-06-01&to=2026-05-01', 'to')
    await h.rejects('/api/medical/device-recall?firm=acme&skip=25001', 'skip')
  })
  h.failures(FDA.recall, '/api/medical/device-recall?firm=acme')
})
