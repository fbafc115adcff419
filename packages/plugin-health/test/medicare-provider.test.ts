import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { fixture, healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.medicare-provider', () => {
  it('answers the Part B figures of an NPI', async () => {
    const data = await h.ok('/api/health/medicare-provider?npi=1234567893')
    expect(h.last().params).toEqual({ 'filter[Rndrng_NPI]': '1234567893', size: '1', offset: '0' })
    expect(data).toMatchObject({ meta: { mode: 'lookup' } })
    expect(data.items[0]).toEqual({
      npi: '1234567893', name: 'JANE EXAMPLE', credentials: 'M.D.', entity: 'individual', specialty: 'Cardiology', city: 'DENVER', state: 'CO', zip: '80205',
      acceptsAssignment: true, services: 4210, beneficiaries: 812, hcpcsCodes: 45, submittedCharges: 1203400.5, allowedAmount: 402311.22, medicarePayment: 315402.87,
      standardizedPayment: 301222.1, beneficiaryAverageAge: 74, beneficiaryAverageRiskScore: 1.8421,
    })
  })
  it('searches by name, state and specialty', async () => {
    const data = await h.ok('/api/health/medicare-provider?lastName=example&state=CO&specialty=Cardiology&limit=5')
    expect(h.last().params).toEqual({ 'filter[Rndrng_Prvdr_Last_Org_Name]': 'EXAMPLE', 'filter[Rndrng_Prvdr_State_Abrvtn]': 'CO', 'filter[Rndrng_Prvdr_Type]': 'Cardiology', size: '5', offset: '0' })
    expect(data.meta.mode).toBe('list')
  })
  it('answers 404 when CMS has no figures for the NPI', async () => {
    h.set(ROUTES.physician, fixture('data-cms/physician-none.json'))
    await h.status('/api/health/medicare-provider?npi=1234567893', 404, undefined, 'NOT_FOUND')
  })
  it('is unavailable (503, before any 402) until its data set is configured', async () => {
    const { status, body } = await h.call('/api/health/medicare-provider?npi=1234567893', undefined, { settings: { health: {} } })
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' })
    expect(body.error).toContain('health.physicianDataset')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/medicare-provider', 'npi')
    await h.rejects('/api/health/medicare-provider?npi=123', 'npi')
    await h.rejects('/api/health/medicare-provider?lastName=x', 'lastName')
  })
  h.failures(ROUTES.physician, '/api/health/medicare-provider?npi=1234567893')
})
