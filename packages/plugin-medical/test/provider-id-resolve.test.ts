import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { ENROLLMENT, ENROLLMENT_DATASET, fixture, medicalFixtures, NPPES, NUCC } from './_upstream.ts'

const h = testHost(medicalFixtures)
const PATH = '/api/medical/provider-id-resolve?npi=1234567893'

describe('medical.provider-id-resolve', () => {
  it('resolves the identifiers of an NPI, one section per source', async () => {
    const data = await h.ok(PATH)
    expect(h.requestsTo(`/data-api/v1/dataset/${ENROLLMENT_DATASET}/data`)[0]?.query.get('filter[NPI]')).toBe('1234567893')
    const item = data.items[0]
    expect(item).toMatchObject({
      npi: '1234567893', name: 'JANE Q EXAMPLE', type: 'individual', status: 'active',
      identifiers: {
        pecosIds: ['0000000001'], medicareEnrollmentIds: ['I20070706000001'],
        stateLicenses: [{ license: 'DR.0000000', state: 'CO', taxonomy: '207RC0000X' }, { license: 'DR.0000000', state: 'CO', taxonomy: '207R00000X' }],
        other: [{ identifier: '0000000', description: 'MEDICAID', state: 'CO' }],
      },
    })
    expect(item.sections.taxonomy.data[0]).toMatchObject({ code: '207RC0000X', primary: true, classification: 'Internal Medicine', specialization: 'Cardiovascular Disease', displayName: 'Cardiovascular Disease Physician' })
    expect(item.sections.medicareEnrollment).toMatchObject({ status: 'found', data: [{ providerType: 'PRACTITIONER - CARDIOVASCULAR DISEASE (CARDIOLOGY)', state: 'CO', name: 'JANE Q EXAMPLE' }] })
  })
  it('answers the other sections when Medicare enrollment is not configured', async () => {
    const { status, body } = await h.call(PATH, undefined, { settings: { medical: {} } })
    expect(status).toBe(200)
    expect(body.data.items[0].sections.medicareEnrollment).toEqual({ status: 'error', message: expect.stringContaining('settings.medical.enrollmentDataset') })
    expect(body.data.items[0].sections.registry.status).toBe('found')
  })
  it('keeps the registry when data.cms.gov fails', async () => {
    h.set(ENROLLMENT, { status: 500, body: { error: 'boom' } })
    const item = (await h.ok(PATH)).items[0]
    expect(item.sections.medicareEnrollment.status).toBe('error')
    expect(item.identifiers.pecosIds).toEqual([])
  })
  it('keeps the other sections when NUCC\'s taxonomy file cannot be read', async () => {
    h.set(NUCC, { status: 503, body: 'Service Unavailable' })
    const item = (await h.ok(PATH)).items[0]
    expect(item.sections.taxonomy).toEqual({ status: 'error', message: expect.any(String) })
    expect(item.sections.registry.status).toBe('found')
    expect(item.identifiers.pecosIds).toEqual(['0000000001'])
  })
  it('answers 404 for an NPI the registry does not have', async () => {
    h.set(NPPES, fixture('nppes/none.json'))
    await h.status(PATH, 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/provider-id-resolve', 'npi')
    await h.rejects('/api/medical/provider-id-resolve?npi=1234567890', 'npi')
  })
})
