import { describe, expect, it } from 'vitest'
import { check, expectEveryMutationRejected } from './_validate.ts'

describe('validate.aba', () => {
  it('accepts JPMorgan Chase (021000021) and reads its routing symbol and district', async () => {
    expect(await check('aba', '021000021')).toEqual({
      input: '021000021', valid: true, normalized: '021000021', reason: null,
      routingSymbol: '0210', institutionId: '0002', checkDigit: '1',
      institutionKind: 'bank', federalReserveDistrict: 2, federalReserveBank: 'New York',
    })
  })

  it('tells bank, thrift and government routing symbols apart', async () => {
    expect(await check('aba', '011000015')).toMatchObject({ valid: true, institutionKind: 'bank', federalReserveBank: 'Boston' })
    expect(await check('aba', '121000358')).toMatchObject({ valid: true, federalReserveDistrict: 12, federalReserveBank: 'San Francisco' })
    expect(await check('aba', '322271627')).toMatchObject({ valid: true, institutionKind: 'thrift', federalReserveDistrict: 12 })
    expect(await check('aba', '000000518')).toMatchObject({ valid: true, institutionKind: 'U.S. Government', federalReserveDistrict: null, federalReserveBank: null })
  })

  it('ignores spaces and hyphens', async () => {
    expect(await check('aba', ' 0210-0002 1 ')).toMatchObject({ valid: true, normalized: '021000021', input: '0210-0002 1' })
  })

  it('names the expected check digit', async () => {
    expect(await check('aba', '021000022')).toMatchObject({ valid: false, normalized: null, reason: 'checksum_mismatch: expected check digit 1, found 2', routingSymbol: null })
    expect((await check('aba', '012000021')).reason).toMatch(/^checksum_mismatch/)
  })

  it('rejects every single-digit change of a valid number', async () => {
    await expectEveryMutationRejected('aba', '026009593')
  })

  it('rejects unknown routing symbols, wrong lengths and letters', async () => {
    expect((await check('aba', '991000021')).reason).toBe('invalid_prefix: a routing number starts with 00-12, 21-32, 61-72 or 80, not 99')
    expect((await check('aba', '131000021')).reason).toMatch(/^invalid_prefix/)
    expect((await check('aba', '02100002')).reason).toBe('invalid_length: an ABA routing number has 9 characters, got 8')
    expect((await check('aba', '02100002A')).reason).toBe('invalid_format: an ABA routing number has only digits')
  })
})
