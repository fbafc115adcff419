import { describe, expect, it } from 'vitest'
import { validateAddress, type Chain } from '../src/compute/address-validate.ts'
import { harness } from './_harness.ts'

const h = harness({}, [])
const check = (chain: Chain, address: string) => validateAddress(chain, address)

describe('crypto.address-validate (vectors from the BIPs and official docs)', () => {
  it('validates Bitcoin bech32 (BIP173) and bech32m (BIP350) addresses and rejects checksum mixups', () => {
    expect(check('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toMatchObject({ valid: true, format: 'p2wpkh', canonical: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })
    expect(check('btc', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3')).toMatchObject({ valid: true, format: 'p2wsh' })
    expect(check('btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toMatchObject({ valid: true, format: 'p2tr' })
    expect(check('btc', 'BC1SW50QGDZ25J')).toMatchObject({ valid: true, format: 'witness-v16' })
    expect(check('btc', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toMatchObject({ valid: true, format: 'witness-v2' })
    expect(check('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toMatchObject({ valid: false, reason: 'bech32 checksum mismatch' })
    expect(check('btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd').reason).toMatch(/bech32m/)
    expect(check('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh').reason).toMatch(/v0 needs a bech32 checksum/)
    expect(check('btc', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').reason).toMatch(/mixed case/)
    expect(check('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx').valid).toBe(false)
  })
  it('validates Bitcoin base58check P2PKH and P2SH', () => {
    expect(check('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({ valid: true, format: 'p2pkh', canonical: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' })
    expect(check('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatchObject({ valid: true, format: 'p2pkh' })
    expect(check('btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatchObject({ valid: true, format: 'p2sh' })
    expect(check('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toMatchObject({ valid: false, reason: 'base58check checksum mismatch' })
    expect(check('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0').reason).toBe('not valid base58')
  })
  it('checks EIP-55 (the EIP\'s own examples)', () => {
    for (const address of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
      expect(check('eth', address)).toMatchObject({ valid: true, format: 'eip55', canonical: address })
    }
    expect(check('eth', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toMatchObject({ valid: true, format: 'hex (no checksum)', canonical: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    expect(check('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatchObject({ valid: false, reason: expect.stringMatching(/EIP-55/) })
    expect(check('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA').valid).toBe(false)
  })
  it('checks Solana public keys decode to 32 bytes', () => {
    expect(check('sol', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toMatchObject({ valid: true, canonical: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' })
    expect(check('sol', '11111111111111111111111111111111')).toMatchObject({ valid: true })
    expect(check('sol', '1111111111111111111111111111111').reason).toMatch(/31 bytes, expected 32/)
    expect(check('sol', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10').reason).toBe('not valid base58')
  })
  it('checks TRON base58check with version 0x41', () => {
    expect(check('trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toMatchObject({ valid: true, format: 'base58check' })
    expect(check('trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toMatchObject({ valid: false, reason: 'base58check checksum mismatch' })
    expect(check('trx', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').valid).toBe(false)
  })
  it('checks XRP classic addresses in the XRP alphabet', () => {
    expect(check('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toMatchObject({ valid: true, format: 'classic' })
    expect(check('xrp', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp')).toMatchObject({ valid: true })
    expect(check('xrp', 'rrrrrrrrrrrrrrrrrrrrBZbvji')).toMatchObject({ valid: true })
    expect(check('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj')).toMatchObject({ valid: false, reason: 'checksum mismatch' })
    expect(check('xrp', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').valid).toBe(false)
  })
  it('checks Bitcoin Cash CashAddr (spec vectors) and maps legacy addresses to it', () => {
    expect(check('bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toMatchObject({ valid: true, format: 'cashaddr-p2pkh', canonical: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' })
    expect(check('bch', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toMatchObject({ valid: true, canonical: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' })
    expect(check('bch', 'BITCOINCASH:PPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVN0H829PQ')).toMatchObject({ valid: true, format: 'cashaddr-p2sh' })
    expect(check('bch', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toMatchObject({ valid: true, format: 'legacy-p2pkh', canonical: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' })
    expect(check('bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6q').reason).toMatch(/checksum/)
    expect(check('bch', 'bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a').valid).toBe(false)
  })
  it('checks Litecoin legacy and bech32 addresses', () => {
    // The same hash160 as 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 under Litecoin's version byte 0x30.
    expect(check('ltc', 'LVuDpNCSSj6pQ7t9Pv6d6sUkLKoqDEVUnJ')).toMatchObject({ valid: true, format: 'p2pkh' })
    expect(check('ltc', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9')).toMatchObject({ valid: true, format: 'p2wpkh' })
    expect(check('ltc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2').reason).toMatch(/version byte 0x00/)
  })
  it('answers through the pipeline in the spec shape', async () => {
    const { status, body } = await h.call('/api/crypto/address-validate?chain=eth&address=0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')
    expect(status).toBe(200)
    expect(body.data).toStrictEqual({ chain: 'eth', address: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359', valid: true, canonical: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', format: 'hex (no checksum)', reason: null })
  })
  h.refusals('/api/crypto/address-validate', [['address=x', 'chain'], ['chain=doge&address=x', 'chain'], ['chain=btc', 'address'], [`chain=btc&address=${'1'.repeat(101)}`, 'address']])
})
