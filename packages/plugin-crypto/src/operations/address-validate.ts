import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { addressChains } from '../shared/params.ts'

const input = v.object({ chain: v.picklist(addressChains), address: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })
export type AddressValidateInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'address-validate',
  sources: sourcesInWords('none: computed on the host (base58check, bech32/bech32m, EIP-55, XRP base58, CashAddr)'),
  method: 'GET',
  description: 'Validates a cryptocurrency address on the host, with full checksum verification: Bitcoin (base58check, bech32/bech32m segwit and taproot), Ethereum (EIP-55), Solana (base58, 32 bytes), Litecoin, TRON, XRP (its own base58 alphabet) and Bitcoin Cash (CashAddr or legacy); answers validity, canonical form, format and the reason when invalid.',
  input,
  // Normalized in the catalog, with the per-operation data object the spec gives: {chain, address, valid, canonical, format, reason}.
  keywords: ['is this address valid', 'check wallet address', 'checksum address', 'bech32 validate'],
  // Shown on /docs/crypto.address-validate; the conformance test checks this is what the operation answers.
  example: {
    params: { chain: 'eth', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' },
    answer: {
      chain: 'eth',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      valid: true,
      canonical: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      format: 'eip55',
      reason: null,
    },
  },
  handler: lazyHandler<AddressValidateInput>(() => import('../handlers/address-validate.ts')),
})
