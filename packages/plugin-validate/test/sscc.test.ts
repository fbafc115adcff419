import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.sscc', () => {
  it('accepts 106141411234567897 and splits its parts', async () => {
    expect(await check('sscc', '106141411234567897')).toEqual({
      input: '106141411234567897', valid: true, normalized: '106141411234567897', reason: null,
      extensionDigit: '1', companyPrefixAndSerial: '0614141123456789', gs1Prefix: '061', prefixIssuer: 'GS1 US', checkDigit: '7',
    })
  })

  it('accepts the (00) application identifier, with or without brackets, and spaces', async () => {
    expect(await check('sscc', '(00) 1 0614141 123456789 7')).toMatchObject({ valid: true, normalized: '106141411234567897' })
    expect(await check('sscc', '00106141411234567897')).toMatchObject({ valid: true, normalized: '106141411234567897' })
    expect(await check('sscc', '376104250021234569')).toMatchObject({ valid: true, extensionDigit: '3', gs1Prefix: '761', prefixIssuer: 'GS1 Switzerland' })
  })

  it('names the expected check digit and rejects every single-digit change', async () => {
    expect(await check('sscc', '106141411234567898')).toMatchObject({ valid: false, reason: 'checksum_mismatch: expected check digit 7, found 8', extensionDigit: null })
    await expectEveryMutationRejected('sscc', '106141411234567897')
  })

  it('rejects other lengths and characters', async () => {
    expect((await check('sscc', '10614141123456789')).reason).toBe('invalid_length: an SSCC has 18 characters, got 17')
    expect((await check('sscc', '(01)106141411234567897')).reason).toBe('invalid_format: an SSCC has only digits')
  })
})
