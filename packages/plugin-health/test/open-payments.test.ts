import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { healthFixtures, PAYMENTS_DATASET, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.open-payments', () => {
  it('answers the payments to a physician, largest first', async () => {
    const data = await h.ok('/api/health/open-payments?npi=1234567893&payer=example')
    expect(h.last().path).toBe(`/api/1/datastore/query/${PAYMENTS_DATASET}/0`)
    expect(h.last().params).toMatchObject({
      'conditions[0][property]': 'covered_recipient_npi', 'conditions[0][value]': '1234567893',
      'conditions[1][property]': 'applicable_manufacturer_or_applicable_gpo_making_payment_name', 'conditions[1][operator]': 'contains',
      'sorts[0][property]': 'total_amount_of_payment_usdollars', 'sorts[0][order]': 'desc',
    })
    expect(data.total).toBe(2)
    expect(data.items[0]).toEqual({
      recordId: '1000000001', date: '2024-03-14', programYear: 2024, amount: 2500, nature: 'Consulting Fee', form: 'Cash or cash equivalent',
      payer: 'Example Pharmaceuticals Inc.', product: 'EXAMPLEDRUG',
      recipient: { npi: '1234567893', type: 'Covered Recipient Physician', name: 'JANE EXAMPLE', specialty: 'Allopathic & Osteopathic Physicians|Internal Medicine|Cardiovascular Disease', city: 'DENVER', state: 'CO' },
    })
    expect(data.items[1]).toMatchObject({ amount: 23.45, product: null })
  })
  it('is unavailable until its data set is configured', async () => {
    const { status, body } = await h.call('/api/health/open-payments?npi=1234567893', undefined, { settings: { health: {} } })
    expect(status).toBe(503)
    expect(body.error).toContain('health.openPaymentsDataset')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/open-payments', 'npi')
    await h.rejects('/api/health/open-payments?npi=12', 'npi')
    await h.rejects('/api/health/open-payments?npi=1234567893&limit=101', 'limit')
  })
  h.failures(ROUTES.payments, '/api/health/open-payments?npi=1234567893')
})
