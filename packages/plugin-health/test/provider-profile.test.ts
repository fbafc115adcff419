import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { fixture, healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)
const PATH = '/api/health/provider-profile?npi=1234567893'

describe('health.provider-profile', () => {
  it('answers the registry, Medicare and Open Payments sections with a summary', async () => {
    const item = (await h.ok(PATH)).items[0]
    expect(item).toMatchObject({
      npi: '1234567893', name: 'JANE Q EXAMPLE', credential: 'M.D.', type: 'individual', status: 'active', primarySpecialty: 'Internal Medicine, Cardiovascular Disease',
      practice: { city: 'DENVER', state: 'CO' }, licenses: [{ license: 'DR.0000000', state: 'CO', specialty: 'Internal Medicine, Cardiovascular Disease' }, { license: 'DR.0000000', state: 'CO', specialty: 'Internal Medicine' }],
      summary: { medicarePayment: 315402.87, medicareBeneficiaries: 812, industryPaymentsListed: 2, largestIndustryPayment: 2500 },
    })
    expect(item.sections.medicare.status).toBe('found')
    expect(item.sections.openPayments).toMatchObject({ status: 'found', data: { total: 2 } })
  })
  it('says not_found for a provider Medicare has no figures for', async () => {
    h.set(ROUTES.physician, fixture('data-cms/physician-none.json'))
    const item = (await h.ok(PATH)).items[0]
    expect(item.sections.medicare).toEqual({ status: 'not_found', data: null })
    expect(item.summary.medicarePayment).toBeNull()
  })
  it('keeps the other sections when a source is not configured or fails', async () => {
    const { status, body } = await h.call(PATH, undefined, { settings: { health: {} } })
    expect(status).toBe(200)
    expect(body.data.items[0].sections.medicare.status).toBe('error')
    expect(body.data.items[0].sections.registry.status).toBe('found')
    h.set(ROUTES.payments, { status: 500, body: { error: 'boom' } })
    expect((await h.ok(PATH)).items[0].sections.openPayments.status).toBe('error')
  })
  it('answers 404 for an NPI the registry does not have', async () => {
    h.set(ROUTES.npi, fixture('nppes/none.json'))
    await h.status(PATH, 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/provider-profile', 'npi')
    await h.rejects('/api/health/provider-profile?npi=1234567893&payments=51', 'payments')
  })
})
