import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.cusip', () => {
  it('accepts Apple (037833100) and splits issuer and issue', async () => {
    expect(await check('cusip', '037833100')).toEqual({
      input: '037833100', valid: true, normalized: '037833100', reason: null,
      issuer: '037833', issue: '10', checkDigit: '0', cins: false, privatePlacement: false,
    })
  })

  it('counts letters and the private placement characters * @ #', async () => {
    expect(await check('cusip', '38259p508')).toMatchObject({ valid: true, normalized: '38259P508' })
    expect(await check('cusip', 'G1151C101')).toMatchObject({ valid: true, cins: true })
    // 1 + 2·2 + 3 + 4·2 + 5 + (*=36)·2→7+2 + (@=37)→3+7 + (#=38)·2→7+6 = 53, check digit 7
    expect(await check('cusip', '12345*@#7')).toMatchObject({ valid: true, privatePlacement: true })
    expect((await check('cusip', '12345*@#6')).reason).toBe('checksum_mismatch: expected check digit 7, found 6')
  })

  it('names the expected check digit and rejects every single-digit change', async () => {
    expect(await check('cusip', '037833101')).toMatchObject({ valid: false, reason: 'checksum_mismatch: expected check digit 0, found 1', issuer: null })
    await expectEveryMutationRejected('cusip', '594918104')
  })

  it('rejects wrong lengths and characters', async () => {
    expect((await check('cusip', '03783310')).reason).toBe('invalid_length: a CUSIP has 9 characters, got 8')
    expect((await check('cusip', '03783310!')).reason).toMatch(/^invalid_format: a CUSIP has only letters, digits and \* @ #/)
    expect((await check('cusip', '03783310A')).reason).toMatch(/^invalid_format: the 9th character/)
  })
})
