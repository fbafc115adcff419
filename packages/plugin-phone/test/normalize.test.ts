import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { phonePlugin } from '../src/index.ts'

const t = testHost({ plugins: phonePlugin })
/** The one item of a 200 answer. */
const normalize = async (number: string, country?: string) => (await t.ok(`/api/phone/normalize?${new URLSearchParams(country === undefined ? { number } : { number, country })}`)).items[0]

describe('phone.normalize', () => {
  it('normalizes +1 650 253 0000 (Google, Mountain View)', async () => {
    expect(await normalize('+1 650 253 0000')).toEqual({
      input: '+1 650 253 0000', valid: true, possible: true, reason: null,
      e164: '+16502530000', international: '+1 650 253 0000', national: '(650) 253-0000', uri: 'tel:+16502530000',
      country: 'US', callingCode: '+1', nationalNumber: '6502530000', extension: null, type: 'fixed-line-or-mobile', nonGeographic: false,
    })
  })

  it('reads national notation with a default country, and any punctuation', async () => {
    expect(await normalize('(650) 253-0000', 'us')).toMatchObject({ valid: true, e164: '+16502530000', country: 'US' })
    expect(await normalize('030 901820', 'DE')).toMatchObject({ valid: true, e164: '+4930901820', international: '+49 30 901820', national: '030 901820', country: 'DE', type: 'fixed-line' })
    expect(await normalize('0044 20 7031 3000')).toMatchObject({ valid: false, reason: 'INVALID_COUNTRY' })
    expect(await normalize('+44 (0)20 7031 3000')).toMatchObject({ valid: true, e164: '+442070313000', country: 'GB', callingCode: '+44', type: 'fixed-line' })
  })

  it('tells the line type from the max metadata', async () => {
    expect((await normalize('+49 151 23456789')).type).toBe('mobile')
    expect((await normalize('+1 800 555 0199')).type).toBe('toll-free')
    expect(await normalize('+800 1234 5678')).toMatchObject({ valid: true, country: null, callingCode: '+800', type: 'toll-free', nonGeographic: true })
  })

  it('keeps extensions', async () => {
    expect(await normalize('+49 30 901820 ext. 12')).toMatchObject({ e164: '+4930901820', extension: '12', uri: 'tel:+4930901820;ext=12' })
  })

  it('answers 200 with valid false and the reason for numbers that are not valid', async () => {
    expect(await normalize('hello')).toMatchObject({ valid: false, possible: false, reason: 'NOT_A_NUMBER', e164: null, country: null })
    expect(await normalize('650 253 0000')).toMatchObject({ valid: false, reason: 'INVALID_COUNTRY', e164: null })
    expect(await normalize('+1 650 253')).toMatchObject({ valid: false, possible: false, reason: 'TOO_SHORT', callingCode: '+1', e164: null })
    expect(await normalize('+1 650 253 00000000')).toMatchObject({ valid: false, reason: 'TOO_LONG' })
    expect(await normalize('+1 123 456 7890')).toMatchObject({ valid: false, possible: true, reason: 'INVALID_NUMBER', e164: '+11234567890', type: null })
  })

  it('rejects an empty or too long number and a malformed or unknown country, naming the field', async () => {
    await t.rejects('/api/phone/normalize', 'number')
    await t.rejects('/api/phone/normalize?number=', 'number')
    await t.rejects('/api/phone/normalize?number=+++', 'number')
    await t.rejects(`/api/phone/normalize?${new URLSearchParams({ number: '1'.repeat(51) })}`, 'number')
    await t.rejects('/api/phone/normalize?number=6502530000&country=USA', 'country')
    await t.rejects('/api/phone/normalize?number=6502530000&country=U1', 'country')
    await t.rejects('/api/phone/normalize?number=6502530000&country=ZZ', 'country')
  })
})
