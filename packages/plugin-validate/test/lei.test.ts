import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.lei', () => {
  it('accepts Bloomberg (5493001KJTIIGC8Y1R12) and reads its LOU prefix', async () => {
    expect(await check('lei', '5493001KJTIIGC8Y1R12')).toEqual({
      input: '5493001KJTIIGC8Y1R12', valid: true, normalized: '5493001KJTIIGC8Y1R12', reason: null,
      louPrefix: '5493', entityPart: '001KJTIIGC8Y1R', checkDigits: '12',
    })
  })

  it('accepts other real LEIs in any case and spacing', async () => {
    expect(await check('lei', '7ltwfzyicnsx8d621k86')).toMatchObject({ valid: true, normalized: '7LTWFZYICNSX8D621K86', louPrefix: '7LTW' })
    expect(await check('lei', 'HWUP KR0M POU8 FGXB T394')).toMatchObject({ valid: true, normalized: 'HWUPKR0MPOU8FGXBT394' })
  })

  it('names the expected check digits', async () => {
    expect(await check('lei', '5493001KJTIIGC8Y1R13')).toMatchObject({ valid: false, reason: 'checksum_mismatch: expected check digits 12, found 13', louPrefix: null })
    expect((await check('lei', '5493001KJTIIGC8Y1S12')).reason).toBe('checksum_mismatch: expected check digits 09, found 12')
    await expectEveryMutationRejected('lei', '5493001KJTIIGC8Y1R12')
  })

  it('rejects wrong lengths and letters in the check digits', async () => {
    expect((await check('lei', '5493001KJTIIGC8Y1R1')).reason).toBe('invalid_length: an LEI has 20 characters, got 19')
    expect((await check('lei', '5493001KJTIIGC8Y1R1X')).reason).toMatch(/^invalid_format: the last 2 characters/)
  })
})
