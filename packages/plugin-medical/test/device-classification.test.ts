import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.device-classification', () => {
  it('answers the classification of a product code', async () => {
    const data = await h.ok('/api/medical/device-classification?productCode=dqa')
    expect(h.last().query.get('search')).toBe('product_code:"DQA"')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      productCode: 'DQA', device: 'Oximeter', deviceClass: '2', regulationNumber: '870.2700', specialty: 'CV', reviewPanel: 'AN',
      implant: false, lifeSustaining: false, thirdPartyReviewEligible: true, kNumbers: ['K261234', 'K250001'], definition: null,
    })
  })
  it('combines class and panel', async () => {
    await h.ok('/api/medical/device-classification?deviceClass=3&specialty=cv')
    expect(h.last().query.get('search')).toBe('device_class:"3" AND medical_specialty:"CV"')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/device-classification', 'productCode')
    await h.rejects('/api/medical/device-classification?deviceClass=4', 'deviceClass')
    await h.rejects('/api/medical/device-classification?regulationNumber=870', 'regulationNumber')
    await h.rejects('/api/medical/device-classification?specialty=CVX', 'specialty')
  })
  h.failures(FDA.classification, '/api/medical/device-classification?productCode=DQA')
})
