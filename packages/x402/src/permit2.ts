/**
 * The x402 `upto` scheme on EVM: the payer signs a Permit2 `PermitWitnessTransferFrom` for the
 * quoted maximum, spendable only by x402's upto proxy, only to the pay-to, only when the named
 * facilitator sends it. The proxy's `settle` moves any amount up to that maximum, once (Permit2 nonce).
 */

/** Uniswap's Permit2, at the same address on every chain. */
export const PERMIT2_ADDRESS = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
/** x402's upto Permit2 proxy (the permit's required spender), at the same address on every chain. */
export const UPTO_PROXY_ADDRESS = '0x4020A4f3b7b90ccA423B9fabCc0CE57C6C240002'

/** The EIP-712 types the upto client signs under the domain `{ name: "Permit2", chainId, verifyingContract: Permit2 }`. */
export const uptoPermitTypes = {
  PermitWitnessTransferFrom: [
    { name: 'permitted', type: 'TokenPermissions' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'witness', type: 'Witness' },
  ],
  TokenPermissions: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
  Witness: [
    { name: 'to', type: 'address' },
    { name: 'facilitator', type: 'address' },
    { name: 'validAfter', type: 'uint256' },
  ],
} as const

const permitTuple = {
  name: 'permit',
  type: 'tuple',
  components: [
    { name: 'permitted', type: 'tuple', components: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }] },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** The proxy's `settle(permit, amount, owner, witness, signature)`, sent by the witness's facilitator. */
export const uptoProxyAbi = [
  {
    type: 'function', name: 'settle', stateMutability: 'nonpayable', outputs: [],
    inputs: [
      permitTuple,
      { name: 'amount', type: 'uint256' },
      { name: 'owner', type: 'address' },
      { name: 'witness', type: 'tuple', components: [{ name: 'to', type: 'address' }, { name: 'facilitator', type: 'address' }, { name: 'validAfter', type: 'uint256' }] },
      { name: 'signature', type: 'bytes' },
    ],
  },
] as const

/** What the chain is asked about a permit: Permit2's unordered nonces, and the token allowance granted to Permit2. */
export const permit2ReadAbi = [
  { type: 'function', name: 'nonceBitmap', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'wordPosition', type: 'uint256' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'allowance', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }], outputs: [{ type: 'uint256' }] },
] as const

/** True when Permit2 has marked this nonce of `owner` used (word = nonce >> 8, bit = nonce & 0xff). */
export function nonceUsed(bitmap: bigint, nonce: bigint): boolean {
  return ((bitmap >> (nonce & 0xffn)) & 1n) === 1n
}
