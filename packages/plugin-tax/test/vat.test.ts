import { join } from 'node:path'
import { upstreamHarness } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { taxPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: join(import.meta.dirname, 'fixtures/vies', name) })
const VALID = '/taxation_customs/vies/rest-api/ms/DE/vat/123456789'
const h = upstreamHarness({ plugins: [taxPlugin], upstreams: ['vies'], routes: { [`GET ${VALID}`]: fixture('valid.json'), 'GET /taxation_customs/vies/rest-api/ms/FR/vat/000000000': fixture('invalid.json') } })

describe('tax.vat', () => {
  it('answers a valid number with its registered name and address', async () => {
    const data = await h.ok('/api/tax/vat?number=de%20123.456.789')
    expect(data.items).toStrictEqual([{ number: 'DE123456789', country: 'DE', valid: true, name: 'ILLUSTRATIVE GMBH', address: 'MUSTERSTRASSE 1\n10115 BERLIN', checkedAt: '2024-03-01', consultationNumber: null }])
  })
  it('answers an invalid number as valid: false, without the "---" placeholders', async () => {
    const data = await h.ok('/api/tax/vat?number=FR000000000')
    expect(data.items[0]).toMatchObject({ valid: false, name: null, address: null })
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/tax/vat', 'number')
    await h.rejects('/api/tax/vat?number=US123456789', 'number')
    await h.rejects('/api/tax/vat?number=DE1', 'number')
  })
  h.failures(`GET ${VALID}`, '/api/tax/vat?number=DE123456789')
})
