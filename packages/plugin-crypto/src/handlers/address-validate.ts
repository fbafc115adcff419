import type { OperationHandler } from '@svc/core'
import { validateAddress } from '../compute/address-validate.ts'
import type { AddressValidateInput } from '../operations/address-validate.ts'

/** crypto.address-validate: loaded on its first call, since it checksums with @scure/base, @noble/hashes and viem. */
const handler: OperationHandler<AddressValidateInput> = ({ input }) => validateAddress(input.chain, input.address)
export default handler
