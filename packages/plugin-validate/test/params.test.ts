import { describe, expect, it } from 'vitest'
import { get, validate } from './_validate.ts'

const TYPES = ['aba', 'bic', 'cusip', 'gln', 'gtin', 'iban', 'isin', 'lei', 'sscc']

describe('value (string 1-64, req) on every GET operation', () => {
  it.each(TYPES)('validate.%s answers 400 naming value when it is missing, empty, blank or longer than 64', async (type) => {
    await validate.rejects(`/api/validate/${type}`, 'value')
    for (const value of ['', '   ', '1'.repeat(65)]) {
      const { status, body } = await get(type, value)
      expect(status, JSON.stringify(value)).toBe(400)
      expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'value', error: expect.stringMatching(/^value: /) })
    }
  })

  it.each(TYPES)('validate.%s answers 200 with valid false at the bounds (1 and 64 characters)', async (type) => {
    for (const value of ['1', '1'.repeat(64)]) {
      const { status, body } = await get(type, value)
      expect(status).toBe(200)
      expect(body.data.items[0]).toMatchObject({ input: value, valid: false, normalized: null, reason: expect.stringMatching(/^invalid_length: /) })
    }
  })

  it('answers 400 when value is given twice', async () => {
    await validate.rejects('/api/validate/gtin?value=4006381333931&value=4006381333931', 'value')
  })

  it('answers 200 with valid false for a value that is only separators', async () => {
    const { status, body } = await get('gtin', '- -')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ valid: false, reason: 'invalid_length: a GTIN has 8, 12, 13 or 14 characters, got 0' })
  })
})
