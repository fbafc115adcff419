import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.isin', () => {
  it('accepts Apple (US0378331005) and reads the CUSIP inside', async () => {
    expect(await check('isin', 'US0378331005')).toEqual({
      input: 'US0378331005', valid: true, normalized: 'US0378331005', reason: null,
      prefix: 'US', country: 'US', nsin: '037833100', checkDigit: '5', cusip: '037833100',
    })
  })

  it('reads CUSIPs of Canadian ISINs only, and accepts letters and international prefixes', async () => {
    expect(await check('isin', 'ca 067901 108 4')).toMatchObject({ valid: true, normalized: 'CA0679011084', cusip: '067901108' })
    expect(await check('isin', 'GB0002634946')).toMatchObject({ valid: true, country: 'GB', nsin: '000263494', cusip: null })
    expect(await check('isin', 'AU0000XVGZA3')).toMatchObject({ valid: true, nsin: '0000XVGZA' })
    expect(await check('isin', 'de000bay0017')).toMatchObject({ valid: true, normalized: 'DE000BAY0017' })
    expect(await check('isin', 'XS2021832634')).toMatchObject({ valid: true, prefix: 'XS', country: null, cusip: null })
  })

  it('names the expected check digit and rejects every single-digit change', async () => {
    expect(await check('isin', 'US0378331006')).toMatchObject({ valid: false, reason: 'checksum_mismatch: expected check digit 5, found 6', nsin: null })
    expect((await check('isin', 'AU0000XVGZB3')).reason).toBe('checksum_mismatch: expected check digit 1, found 3')
    await expectEveryMutationRejected('isin', 'US5949181045')
  })

  it('rejects unknown prefixes, wrong lengths and structure', async () => {
    expect((await check('isin', 'ZZ0378331005')).reason).toMatch(/^invalid_country: ZZ/)
    expect((await check('isin', 'US037833100')).reason).toBe('invalid_length: an ISIN has 12 characters, got 11')
    expect((await check('isin', '1S0378331005')).reason).toMatch(/^invalid_format: an ISIN is a 2-letter prefix/)
    expect((await check('isin', 'US037833100X')).reason).toMatch(/^invalid_format/)
  })
})
