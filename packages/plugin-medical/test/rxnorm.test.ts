import { describe, expect, it } from 'vitest'
import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { fixture, medicalFixtures, RXNAV } from './_upstream.ts'

const h = testHost(medicalFixtures)
const paid = testHost({ ...medicalFixtures, paid: true, freshGate: createTestPaymentGate, hostPer: 'test' })
const PAYER = { headers: { [TEST_PAYER_HEADER]: '0x0000000000000000000000000000000000000002' } }

describe('medical.rxnorm', () => {
  it('answers the concepts of a drug name', async () => {
    const data = await h.ok('/api/medical/rxnorm?name=lipitor')
    expect(h.last().query.get('name')).toBe('lipitor')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' }, source: { provider: 'NLM RxNav (RxNorm)' } })
    expect(data.items[0]).toEqual({ rxcui: '617310', name: 'atorvastatin 20 MG Oral Tablet [Lipitor]', synonym: 'Lipitor 20 MG Oral Tablet', tty: 'SBD', termType: 'branded drug', match: 'exact' })
  })
  it('falls back to the approximate match, one row per concept', async () => {
    h.set(RXNAV.drugs, fixture('rxnav/drugs-none.json'))
    const data = await h.ok('/api/medical/rxnorm?name=liptor&limit=5')
    expect(h.last().params).toEqual({ term: 'liptor', maxEntries: '5', option: '1' })
    expect(data.items).toEqual([
      { rxcui: '153165', name: 'Lipitor', synonym: null, tty: null, termType: null, match: 'approximate', score: 8.6 },
      { rxcui: '83367', name: 'atorvastatin', synonym: null, tty: null, termType: null, match: 'approximate', score: 5.1 },
    ])
  })
  it('describes a concept by RXCUI', async () => {
    const data = await h.ok('/api/medical/rxnorm?rxcui=617314')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toEqual({
      rxcui: '617314', name: 'atorvastatin 10 MG Oral Tablet [Lipitor]', synonym: 'Lipitor 10 MG Oral Tablet', tty: 'SBD', termType: 'branded drug',
      ingredients: [{ rxcui: '83367', name: 'atorvastatin' }], brands: [{ rxcui: '153165', name: 'Lipitor' }], ndcs: ['00071015523', '00071015540'],
    })
    expect(h.requests.find((request) => request.path.endsWith('/related.json'))?.query.get('tty')).toBe('IN BN')
  })
  it('resolves an NDC first', async () => {
    const data = await h.ok('/api/medical/rxnorm?ndc=00071015523')
    expect(h.requestsTo('/REST/rxcui.json')[0]?.query.get('id')).toBe('00071015523')
    expect(data.items[0].rxcui).toBe('617314')
  })
  it('answers 404 for an unknown RXCUI', async () => {
    h.set(RXNAV.properties, fixture('rxnav/properties-none.json'))
    await h.status('/api/medical/rxnorm?rxcui=617314', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/rxnorm', 'name')
    await h.rejects('/api/medical/rxnorm?name=lipitor&rxcui=1', 'rxcui')
    await h.rejects('/api/medical/rxnorm?rxcui=abc', 'rxcui')
    await h.rejects('/api/medical/rxnorm?ndc=123', 'ndc')
  })
  it('answers 502 uncharged when the concept\'s properties come as an object of another shape, not as a 404', async () => {
    paid.set(RXNAV.properties, fixture('rxnav/properties-error.json'))
    expect(await paid.call('/api/medical/rxnorm?rxcui=617314', undefined, undefined, PAYER)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(paid.gate.settled).toEqual([])
    expect(paid.gate.released).toEqual(['medical.rxnorm'])
  })
  h.failures(RXNAV.drugs, '/api/medical/rxnorm?name=lipitor')
})
