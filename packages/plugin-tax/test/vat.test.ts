import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { taxPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `vies/${name}` })
const VALID = '/taxation_customs/vies/rest-api/ms/DE/vat/123456789'
const h = testHost({ plugins: [taxPlugin], upstreams: ['vies'], routes: { [`GET ${VALID}`]: fixture('valid.json'), 'GET /taxation_customs/vies/rest-api/ms/FR/vat/000000000': fixture('invalid.json'), 'GET /taxation_customs/vies/rest-api/ms/IT/vat/12345678901': fixture('member-state-unavailable.json'), 'GET /taxation_customs/vies/rest-api/ms/NL/vat/123456789B01': fixture('invalid-input.json') } })

describe('tax.vat', () => {
  it('answers a valid number with its registered name and address', async () => {
    const data = await h.ok('/api/tax/vat?number=de%20123.456.789')
    expect(data.items).toStrictEqual([{ number: 'DE123456789', country: 'DE', valid: true, name: 'ILLUSTRATIVE GMBH', address: 'MUSTERSTRASSE 1\n10115 BERLIN', checkedAt: '2024-03-01', consultationNumber: null }])
  })
  it('acknowledges the source in meta.attribution, as the Commission\'s reuse policy asks', async () => {
    const { status, body } = await h.call('/api/tax/vat?number=DE123456789')
    expect(status).toBe(200)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'European Commission VIES', text: 'Source: European Commission, VIES', url: 'https://op.europa.eu/en/web/about-us/reuse-and-copyright' }])
  })
  it('answers an invalid number as valid: false, without the "---" placeholders', async () => {
    const data = await h.ok('/api/tax/vat?number=FR000000000')
    expect(data.items[0]).toMatchObject({ valid: false, name: null, address: null })
  })
  it('answers a member state that VIES could not ask as VIES\'s failure, not as an unregistered number', async () => {
    const first = await h.call('/api/tax/vat?number=IT12345678901')
    expect(first.status).toBe(502)
    expect(first.body).toMatchObject({ code: 'UPSTREAM_FAILED' })
    const calls = h.requests.filter((request) => request.path.endsWith('/IT/vat/12345678901')).length
    expect((await h.call('/api/tax/vat?number=IT12345678901')).status).toBe(502)
    expect(h.requests.filter((request) => request.path.endsWith('/IT/vat/12345678901')).length).toBe(calls + 1) // not cached
  })
  it('answers a number VIES refuses as input with a 400 naming it', () => h.rejects('/api/tax/vat?number=NL123456789B01', 'number'))
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/tax/vat', 'number')
    await h.rejects('/api/tax/vat?number=US123456789', 'number')
    await h.rejects('/api/tax/vat?number=DE1', 'number')
  })
  h.failures(`GET ${VALID}`, '/api/tax/vat?number=DE123456789')
})
