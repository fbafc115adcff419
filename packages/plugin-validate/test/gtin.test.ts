import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.gtin', () => {
  it('accepts an EAN-13 (4006381333931) and names its GS1 prefix', async () => {
    expect(await check('gtin', '4006381333931')).toEqual({
      input: '4006381333931', valid: true, normalized: '4006381333931', reason: null,
      kind: 'GTIN-13', gtin14: '04006381333931', gs1Prefix: '400', prefixIssuer: 'GS1 Germany', indicatorDigit: null, checkDigit: '1',
    })
  })

  it('tells the four GTIN kinds apart', async () => {
    expect(await check('gtin', '0 36000 29145 2')).toMatchObject({ valid: true, normalized: '036000291452', kind: 'GTIN-12', gtin14: '00036000291452', gs1Prefix: '003', prefixIssuer: 'GS1 US' })
    expect(await check('gtin', '9638-5074')).toMatchObject({ valid: true, kind: 'GTIN-8', gs1Prefix: null, prefixIssuer: null })
    expect(await check('gtin', '10036000291459')).toMatchObject({ valid: true, kind: 'GTIN-14', indicatorDigit: '1', gs1Prefix: '003' })
    expect(await check('gtin', '978-0-306-40615-7')).toMatchObject({ valid: true, prefixIssuer: 'books (ISBN) and music (ISMN)' })
  })

  it('names the expected check digit and rejects every single-digit change', async () => {
    expect(await check('gtin', '4006381333932')).toMatchObject({ valid: false, normalized: null, reason: 'checksum_mismatch: expected check digit 1, found 2', kind: null })
    await expectEveryMutationRejected('gtin', '4006381333931')
    await expectEveryMutationRejected('gtin', '036000291452')
  })

  it('rejects lengths no GTIN has, and letters', async () => {
    expect((await check('gtin', '40063813339')).reason).toBe('invalid_length: a GTIN has 8, 12, 13 or 14 characters, got 11')
    expect((await check('gtin', '400638133393A')).reason).toBe('invalid_format: a GTIN has only digits')
  })
})
