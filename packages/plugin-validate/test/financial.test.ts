import { describe, expect, it } from 'vitest'
import { check } from './_app.ts'

describe('validate.iban', () => {
  it('accepts valid IBANs in any formatting and extracts their parts', async () => {
    expect(await check('iban', 'gb82 west 1234 5698 7654 32')).toEqual({
      type: 'iban', input: 'gb82 west 1234 5698 7654 32', valid: true, normalized: 'GB82WEST12345698765432', reason: null,
      details: { countryCode: 'GB', checkDigits: '82', bban: 'WEST12345698765432', bankIdentifier: 'WEST', branchIdentifier: '123456', sepa: true, printFormat: 'GB82 WEST 1234 5698 7654 32' },
    })
    expect((await check('iban', 'DE89370400440532013000')).valid).toBe(true)
  })
  it('rejects a wrong check digit, a wrong length and an unknown country, saying why', async () => {
    expect(await check('iban', 'GB82WEST12345698765433')).toMatchObject({ valid: false, normalized: null, reason: expect.stringMatching(/^checksum_mismatch/) })
    expect((await check('iban', 'GB82WEST1234569876543')).reason).toMatch(/^invalid_length: GB IBANs have 22 characters, got 21/)
    expect((await check('iban', 'QQ82WEST12345698765432')).reason).toMatch(/^invalid_country/)
  })
})

describe('validate.bic', () => {
  it('splits 8 and 11 character BICs', async () => {
    expect((await check('bic', 'DEUTDEFF')).details).toMatchObject({ institutionCode: 'DEUT', countryCode: 'DE', locationCode: 'FF', branchCode: null, primaryOffice: true, testBic: false })
    expect((await check('bic', 'deut de ff 500')).details).toMatchObject({ branchCode: '500', primaryOffice: false, bic8: 'DEUTDEFF' })
  })
  it('rejects a bad structure or country', async () => {
    expect((await check('bic', 'DEUTXXFF')).reason).toMatch(/^invalid_country/)
    expect((await check('bic', 'DEU1DEFF')).reason).toMatch(/^invalid_format/)
    expect((await check('bic', 'DEUTDEFF50')).reason).toMatch(/^invalid_format/)
  })
})

describe('validate.isin and validate.cusip', () => {
  it('accepts Apple, reads its CUSIP, and rejects a one-digit change', async () => {
    expect(await check('isin', 'US0378331005')).toMatchObject({ valid: true, details: { prefix: 'US', prefixKind: 'country', nsin: '037833100', checkDigit: '5', cusip: '037833100' } })
    expect((await check('isin', 'GB0002634946')).details.cusip).toBeNull()
    expect((await check('isin', 'US0378331006')).reason).toBe('checksum_mismatch: expected check digit 5, found 6')
    expect((await check('isin', 'ZZ0378331005')).reason).toMatch(/^invalid_country/)
    expect(await check('isin', 'XS1234567896')).toMatchObject({ valid: true, details: { prefix: 'XS', prefixKind: 'international (Euroclear/Clearstream)', cusip: null } })
  })
  it('checks CUSIPs with letters and the private placement characters', async () => {
    expect(await check('cusip', '037833100')).toMatchObject({ valid: true, details: { issuer: '037833', issue: '10', checkDigit: '0' } })
    expect((await check('cusip', '38259P508')).valid).toBe(true)
    expect((await check('cusip', '037833101')).reason).toBe('checksum_mismatch: expected check digit 0, found 1')
    expect((await check('cusip', '03783310')).reason).toMatch(/^invalid_format/)
  })
})

describe('validate.lei', () => {
  it('checks ISO 7064 MOD 97-10 and names the expected check digits', async () => {
    expect(await check('lei', '5493001KJTIIGC8Y1R12')).toMatchObject({ valid: true, details: { louPrefix: '5493', checkDigits: '12' } })
    expect((await check('lei', '5493001KJTIIGC8Y1R13')).reason).toBe('checksum_mismatch: expected check digits 12, found 13')
    expect((await check('lei', '5493001KJTIIGC8Y1R1')).reason).toMatch(/^invalid_format/)
  })
})

describe('validate.aba', () => {
  it('checks the 3-7-1 checksum and reads the Federal Reserve district', async () => {
    expect(await check('aba', '021000021')).toMatchObject({ valid: true, details: { routingSymbol: '02', institutionKind: 'primary', federalReserveDistrict: 2, federalReserveBank: 'New York' } })
    expect((await check('aba', '011000015')).details.federalReserveBank).toBe('Boston')
    expect((await check('aba', '021000022')).reason).toBe('checksum_mismatch: expected check digit 1, found 2')
    expect((await check('aba', '991000021')).reason).toMatch(/^invalid_prefix/)
  })
})
