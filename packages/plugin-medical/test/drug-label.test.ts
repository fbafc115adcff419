import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.drug-label', () => {
  it('answers the label sections by name', async () => {
    const data = await h.ok('/api/medical/drug-label?name=ibuprofen')
    expect(h.last().query.get('search')).toBe('(openfda.brand_name:"ibuprofen" OR openfda.generic_name:"ibuprofen")')
    expect(h.last().query.get('limit')).toBe('3')
    expect(data.total).toBe(38)
    const label = data.items[0]
    expect(label).toMatchObject({ setId: '00000000-0000-4000-8000-00000000000b', effectiveDate: '2026-01-15', genericNames: ['IBUPROFEN'], rxcuis: ['310965'], productType: 'HUMAN OTC DRUG' })
    expect(label.sections.warnings).toBe('Allergy alert: Ibuprofen may cause a severe allergic reaction.\n\nStomach bleeding warning: This product contains an NSAID.')
    expect(label.sections.boxedWarning).toBeNull()
  })
  it('looks up by RXCUI and package NDC', async () => {
    await h.ok('/api/medical/drug-label?rxcui=310965&ndc=0000-0001-01')
    expect(h.last().query.get('search')).toBe('openfda.rxcui:"310965" AND (openfda.package_ndc:"0000-0001-01")')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/drug-label', 'name')
    await h.rejects('/api/medical/drug-label?rxcui=abc', 'rxcui')
    await h.rejects('/api/medical/drug-label?ndc=00000001', 'ndc')
    await h.rejects('/api/medical/drug-label?setId=not-a-uuid', 'setId')
    await h.rejects('/api/medical/drug-label?name=ibuprofen&limit=11', 'limit')
  })
  h.failures(FDA.label, '/api/medical/drug-label?name=ibuprofen')
})
