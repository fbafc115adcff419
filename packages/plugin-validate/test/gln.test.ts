import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.gln', () => {
  it('accepts GS1 example GLNs and names their prefix', async () => {
    expect(await check('gln', '0614141000005')).toEqual({
      input: '0614141000005', valid: true, normalized: '0614141000005', reason: null, gs1Prefix: '061', prefixIssuer: 'GS1 US', checkDigit: '5',
    })
    expect(await check('gln', '54 12345 00001 3')).toMatchObject({ valid: true, normalized: '5412345000013', prefixIssuer: 'GS1 Belgium & Luxembourg' })
  })

  it('names the expected check digit and rejects every single-digit change', async () => {
    expect(await check('gln', '0614141000006')).toMatchObject({ valid: false, reason: 'checksum_mismatch: expected check digit 5, found 6', gs1Prefix: null })
    await expectEveryMutationRejected('gln', '5412345000013')
  })

  it('takes 13 digits only', async () => {
    expect((await check('gln', '4006381333931')).valid).toBe(true)
    expect((await check('gln', '04006381333931')).reason).toBe('invalid_length: a GLN has 13 characters, got 14')
    expect((await check('gln', '061414100000X')).reason).toBe('invalid_format: a GLN has only digits')
  })
})
