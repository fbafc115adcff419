import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.iban', () => {
  it('accepts a formatted lowercase IBAN and reads its parts', async () => {
    expect(await check('iban', 'gb82 west 1234 5698 7654 32')).toEqual({
      input: 'gb82 west 1234 5698 7654 32', valid: true, normalized: 'GB82WEST12345698765432', reason: null,
      country: 'GB', checkDigits: '82', bban: 'WEST12345698765432', bankCode: 'WEST', branchCode: '123456', accountNumber: null,
      sepa: true, printFormat: 'GB82 WEST 1234 5698 7654 32',
    })
  })

  it('accepts IBANs of several countries', async () => {
    expect(await check('iban', 'DE89-3704-0044-0532-0130-00')).toMatchObject({ valid: true, normalized: 'DE89370400440532013000', bankCode: '37040044', accountNumber: '0532013000' })
    expect(await check('iban', 'FR1420041010050500013M02606')).toMatchObject({ valid: true, country: 'FR' })
    expect(await check('iban', 'NL91ABNA0417164300')).toMatchObject({ valid: true, bankCode: 'ABNA' })
    expect(await check('iban', 'NO9386011117947')).toMatchObject({ valid: true, country: 'NO' })
  })

  it('names the expected check digits and rejects every single-digit change', async () => {
    expect(await check('iban', 'GB82WEST12345698765433')).toMatchObject({
      valid: false, normalized: null, reason: 'checksum_mismatch: expected check digits 55, found 82', country: null,
    })
    await expectEveryMutationRejected('iban', 'DE89370400440532013000')
  })

  it('runs the national check of countries that have one', async () => {
    expect((await check('iban', 'BE68539007547034')).valid).toBe(true)
    // ISO 13616 check digits right, Belgian account check digits (35 instead of 34) wrong
    expect((await check('iban', 'BE41539007547035')).reason).toBe('checksum_mismatch: the national check digits of the BE bank account number do not match')
  })

  it('rejects a wrong length, an unknown country and a malformed account part', async () => {
    expect((await check('iban', 'GB82WEST1234569876543')).reason).toBe('invalid_length: GB IBANs have 22 characters, got 21')
    expect((await check('iban', 'QQ82WEST12345698765432')).reason).toBe('invalid_country: QQ is not a country that issues IBANs')
    expect((await check('iban', 'US82WEST12345698765432')).reason).toMatch(/^invalid_country/)
    expect((await check('iban', 'GB82WEST1234569876543X')).reason).toMatch(/^invalid_format: characters 5-22 \(BBAN\)/)
    expect((await check('iban', '8282WEST12345698765432')).reason).toMatch(/^invalid_format: an IBAN starts with/)
    expect((await check('iban', 'GB82')).reason).toBe('invalid_length: an IBAN has 15 to 34 characters, got 4')
  })
})
