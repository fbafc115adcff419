import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.drug-approval', () => {
  it('answers the application with its original approval date', async () => {
    const data = await h.ok('/api/medical/drug-approval?name=lipitor')
    expect(h.last().query.get('search')).toBe('(openfda.brand_name:"lipitor" OR openfda.generic_name:"lipitor" OR products.brand_name:"lipitor")')
    expect(data.items[0]).toMatchObject({
      applicationNumber: 'NDA020702', sponsor: 'VIATRIS', approvalDate: '1996-12-17', brandNames: ['LIPITOR'],
      products: [{ productNumber: '001', brandName: 'LIPITOR', activeIngredients: [{ name: 'ATORVASTATIN CALCIUM', strength: 'EQ 10MG BASE' }], dosageForm: 'TABLET', marketingStatus: 'Prescription', teCode: 'AB', referenceDrug: true }],
    })
    expect(data.items[0].submissions.map((sub: { date: string }) => sub.date)).toEqual(['2024-05-20', '1996-12-17'])
  })
  it('looks up an application number', async () => {
    await h.ok('/api/medical/drug-approval?application=nda020702')
    expect(h.last().query.get('search')).toBe('application_number:"NDA020702"')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/drug-approval', 'application')
    await h.rejects('/api/medical/drug-approval?application=020702', 'application')
  })
  h.failures(FDA.drugsfda, '/api/medical/drug-approval?name=lipitor')
})
