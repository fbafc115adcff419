import { describe, expect, it } from 'vitest'
import { batch } from './_validate.ts'

const VALID = {
  aba: '021000021', bic: 'DEUTDEFF500', cusip: '037833100', gln: '0614141000005', gtin: '4006381333931',
  iban: 'DE89370400440532013000', isin: 'US0378331005', lei: '5493001KJTIIGC8Y1R12', sscc: '106141411234567897',
}

describe('validate.batch', () => {
  it('checks one value of each of the nine types, in order, adding the type', async () => {
    const items = Object.entries(VALID).map(([type, value]) => ({ type, value }))
    const { status, body } = await batch({ items })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 9, source: { provider: expect.any(String) } })
    expect(body.data.items.map((row: { type: string; input: string; valid: boolean }) => [row.type, row.input, row.valid]))
      .toEqual(items.map(({ type, value }) => [type, value, true]))
  })

  it('answers the same row as the single operation, valid or not', async () => {
    const { body } = await batch({ items: [
      { type: 'gtin', value: '4006381333932' },
      { type: 'isin', value: 'us0378331005' },
      { type: 'iban', value: 'GB82WEST1234569876543' },
    ] })
    expect(body.data.total).toBe(3)
    expect(body.data.items[0]).toMatchObject({ type: 'gtin', valid: false, reason: 'checksum_mismatch: expected check digit 1, found 2', kind: null })
    expect(body.data.items[1]).toMatchObject({ type: 'isin', valid: true, normalized: 'US0378331005', cusip: '037833100' })
    expect(body.data.items[2]).toMatchObject({ type: 'iban', valid: false, reason: 'invalid_length: GB IBANs have 22 characters, got 21' })
  })

  it('takes 1 to 100 items', async () => {
    const item = { type: 'gtin', value: '4006381333931' }
    const hundred = await batch({ items: Array.from({ length: 100 }, () => item) })
    expect(hundred.status).toBe(200)
    expect(hundred.body.data.total).toBe(100)
    for (const items of [[], Array.from({ length: 101 }, () => item)]) {
      const { status, body } = await batch({ items })
      expect(status, `${items.length} items`).toBe(400)
      expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'items' })
    }
    expect((await batch({})).body).toMatchObject({ code: 'INVALID_INPUT', field: 'items' })
  })

  it('rejects unknown types, unknown members and bad values, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ items: [{ type: 'vin', value: '1HGCM82633A004352' }] }, 'items.0.type'],
      [{ items: [{ type: 'gtin', value: '4006381333931', note: 'x' }] }, 'items.0.note'],
      [{ items: [{ type: 'gtin' }] }, 'items.0.value'],
      [{ items: [{ type: 'gtin', value: 4006381333931 }] }, 'items.0.value'],
      [{ items: [{ type: 'gtin', value: '' }] }, 'items.0.value'],
      [{ items: [{ type: 'aba', value: '0'.repeat(65) }] }, 'items.0.value'],
      [{ items: ['4006381333931'] }, 'items.0'],
      [{ items: [{ type: 'gtin', value: '4006381333931' }], extra: true }, 'extra'],
    ]
    for (const [json, field] of cases) {
      const { status, body } = await batch(json)
      expect(status, JSON.stringify(json)).toBe(400)
      expect(body, JSON.stringify(json)).toMatchObject({ code: 'INVALID_INPUT', field })
    }
  })
})
