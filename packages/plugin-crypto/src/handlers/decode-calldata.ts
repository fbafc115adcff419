import { lookupAnswer } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import type { Hex } from 'viem'
import { decodeCalldata } from '../compute/calldata.ts'
import type { DecodeCalldataInput } from '../operations/decode-calldata.ts'

/** crypto.decode-calldata: loaded on its first call, since it decodes with viem. */
const handler: OperationHandler<DecodeCalldataInput> = ({ input }) => {
  return lookupAnswer(decodeCalldata(input.data as Hex), { provider: 'svc (embedded signature table, viem ABI decoding)', url: 'https://docs.soliditylang.org/en/latest/abi-spec.html', license: 'MIT' })
}
export default handler
