import { describe, expect, it } from 'vitest'
import { ndc11 } from '../src/operations/drug-price.ts'
import { testHost } from '@svc/core/testing'
import { medicalFixtures, NADAC, NADAC_DATASET } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.drug-price', () => {
  it('answers the latest NADAC per NDC for a description', async () => {
    const data = await h.ok('/api/medical/drug-price?name=atorvastatin%2010%20mg')
    expect(h.last().path).toBe(`/api/1/datastore/query/${NADAC_DATASET}/0`)
    expect(h.last().params).toMatchObject({ 'conditions[0][property]': 'ndc_description', 'conditions[0][value]': 'ATORVASTATIN 10 MG', 'conditions[0][operator]': 'contains', 'sorts[0][property]': 'effective_date', 'sorts[0][order]': 'desc' })
    expect(data.items.map((item: { ndc: string }) => item.ndc)).toEqual(['00000000101', '00000000202', '00000000303'])
    expect(data.items[0]).toMatchObject({ nadacPerUnit: 0.0201, pricingUnit: 'EA', effectiveDate: '2026-11-12', classification: 'generic', otc: false, pharmacyType: 'chain and independent', genericNadacPerUnit: null })
    expect(data.items[2]).toMatchObject({ classification: 'brand', nadacPerUnit: 12.405, genericNadacPerUnit: 0.0201, genericEffectiveDate: '2026-11-12' })
  })
  it('answers every weekly price with history', async () => {
    const data = await h.ok('/api/medical/drug-price?ndc=0000-0000-01&history=true&limit=50')
    expect(h.last().params).toMatchObject({ 'conditions[0][property]': 'ndc', 'conditions[0][value]': '00000000001', 'conditions[0][operator]': '=', limit: '50' })
    expect(data).toMatchObject({ total: 4 })
    expect(data.items).toHaveLength(4)
  })
  it('pads a dashed NDC to 11 digits', () => {
    expect(ndc11('0071-0155-23')).toBe('00071015523')
    expect(ndc11('12345-678-9')).toBe('12345067809')
    expect(ndc11('00071015523')).toBe('00071015523')
  })
  it('is unavailable until the data set is configured', async () => {
    const { status, body } = await h.call('/api/medical/drug-price?name=atorvastatin', undefined, { settings: { medical: {} } })
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' })
    expect(body.error).toContain('medical.nadacDataset')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/drug-price', 'name')
    await h.rejects('/api/medical/drug-price?name=atorvastatin&ndc=00071015523', 'name')
    await h.rejects('/api/medical/drug-price?ndc=123', 'ndc')
    await h.rejects('/api/medical/drug-price?name=x%22%3B', 'name')
  })
  h.failures(NADAC, '/api/medical/drug-price?name=atorvastatin')
})
