import { describe, expect, it } from 'vitest'
import { check } from './_validate.ts'

describe('validate.bic', () => {
  it('splits an 8-character BIC (Deutsche Bank, DEUTDEFF)', async () => {
    expect(await check('bic', 'DEUTDEFF')).toEqual({
      input: 'DEUTDEFF', valid: true, normalized: 'DEUTDEFF', reason: null,
      bankCode: 'DEUT', country: 'DE', location: 'FF', branch: null, primaryOffice: true, testBic: false,
    })
  })

  it('reads the branch of an 11-character BIC and accepts formatting', async () => {
    expect(await check('bic', 'deut de ff 500')).toMatchObject({ valid: true, normalized: 'DEUTDEFF500', branch: '500', primaryOffice: false })
    expect(await check('bic', 'NWBKGB2LXXX')).toMatchObject({ valid: true, country: 'GB', location: '2L', branch: 'XXX', primaryOffice: true })
    expect(await check('bic', 'DEUTDEF0')).toMatchObject({ valid: true, testBic: true })
  })

  it('rejects an unknown country, a bad structure and a wrong length', async () => {
    expect(await check('bic', 'DEUTXXFF')).toMatchObject({ valid: false, normalized: null, reason: 'invalid_country: XX (characters 5-6) is not an ISO 3166 country code', bankCode: null })
    expect((await check('bic', 'DEU1DEFF')).reason).toMatch(/^invalid_format: the first 6 characters/)
    expect((await check('bic', 'DEUTDEFF50')).reason).toBe('invalid_length: a BIC has 8 or 11 characters, got 10')
    expect((await check('bic', 'DEUT_DEFF')).reason).toBe('invalid_format: a BIC has only letters and digits')
  })
})
