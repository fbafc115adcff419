import { describe, expect, it } from 'vitest'
import { app, check } from './_app.ts'

describe('validate.gtin, validate.gln, validate.sscc', () => {
  it('accepts every GTIN length and names the prefix issuer', async () => {
    expect(await check('gtin', '4006381333931')).toMatchObject({ valid: true, details: { kind: 'GTIN-13', gs1Prefix: '400', prefixIssuer: 'GS1 Germany', checkDigit: '1' } })
    expect((await check('gtin', '036000291452')).details).toMatchObject({ kind: 'GTIN-12', gtin14: '00036000291452', prefixIssuer: 'GS1 US' })
    expect((await check('gtin', '96385074')).details.kind).toBe('GTIN-8')
    expect((await check('gtin', '10036000291459')).details).toMatchObject({ kind: 'GTIN-14', packagingIndicator: '1' })
    expect((await check('gtin', '9780306406157')).details.prefixIssuer).toBe('books (ISBN)')
  })
  it('rejects a wrong check digit and a wrong length', async () => {
    expect((await check('gtin', '4006381333932')).reason).toBe('checksum_mismatch: expected check digit 1, found 2')
    expect((await check('gtin', '40063813339')).reason).toMatch(/^invalid_format: a GTIN is 8, 12, 13 or 14 digits/)
  })
  it('checks GLNs and SSCCs (with or without the (00) application identifier)', async () => {
    expect((await check('gln', '0614141000005')).valid).toBe(true)
    expect((await check('gln', '0614141000006')).valid).toBe(false)
    expect(await check('sscc', '(00)106141411234567897')).toMatchObject({ valid: true, normalized: '106141411234567897', details: { extensionDigit: '1' } })
    expect((await check('sscc', '00106141411234567897')).valid).toBe(true)
    expect((await check('sscc', '106141411234567898')).reason).toBe('checksum_mismatch: expected check digit 7, found 8')
  })
})

describe('parameter bounds', () => {
  it('answers 400 naming value when it is missing, empty or too long', async () => {
    for (const query of ['', '?value=', '?value=%20%20', `?value=${'1'.repeat(65)}`]) {
      const response = await app.request(`/api/validate/gtin${query}`)
      expect(response.status, query).toBe(400)
      expect((await response.json()).field).toBe('value')
    }
  })
})

describe('validate.batch', () => {
  const batch = (json: unknown) => app.request('/api/validate/batch', { json })

  it('checks mixed identifiers in order', async () => {
    const response = await batch({ items: [{ type: 'iban', value: 'DE89370400440532013000' }, { type: 'gtin', value: '4006381333932' }, { type: 'lei', value: '5493001KJTIIGC8Y1R12' }] })
    const body = await response.json()
    expect(body.data.total).toBe(3)
    expect(body.data.items.map((item: { type: string; valid: boolean }) => [item.type, item.valid])).toEqual([['iban', true], ['gtin', false], ['lei', true]])
  })

  it('enforces 1-100 items, known types and strict members', async () => {
    const item = { type: 'gtin', value: '4006381333931' }
    expect((await batch({ items: [] })).status).toBe(400)
    expect((await batch({ items: Array(100).fill(item) })).status).toBe(200)
    expect((await (await batch({ items: Array(101).fill(item) })).json()).field).toBe('items')
    expect((await (await batch({ items: [{ type: 'vin', value: 'x' }] })).json()).field).toBe('items.0.type')
    expect((await (await batch({ items: [{ ...item, note: 1 }] })).json()).field).toBe('items.0.note')
    expect((await batch({ items: [item], extra: 1 })).status).toBe(400)
  })
})
