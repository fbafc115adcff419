import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'

const input = v.strictObject({
  data: v.pipe(
    v.string(),
    v.maxLength(60000),
    v.regex(/^0x[0-9a-fA-F]{8,}$/, 'must be a hex string starting with 0x and at least 8 hex characters (the selector)'),
    v.check((hex) => hex.length % 2 === 0, 'must have an even number of hex characters (whole bytes)'),
  ),
})
export type DecodeCalldataInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'decode-calldata',
  sources: sourcesInWords('none: embedded signature table (225 common functions, `src/compute/signature-list.json`) + viem ABI decoding'),
  method: 'POST',
  description: 'Decodes EVM transaction calldata on the host: the 4-byte function selector, candidate signatures from an embedded table of common functions (ERC-20/721/1155, Uniswap, Permit2, Multicall3, Safe, Aave, ENS...), the parameters decoded with the first signature that fits exactly, and the raw 32-byte words.',
  input,
  keywords: ['decode transaction input', 'what does this transaction do', 'function selector lookup', 'abi decode'],
  handler: lazyHandler<DecodeCalldataInput>(() => import('../handlers/decode-calldata.ts')),
})
