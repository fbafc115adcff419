import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { EvmSigner } from '../src/index.ts'

export interface CountingSigner extends EvmSigner {
  /** How many payments this signer has signed. */
  signatures: number
}

/** A fresh viem account that counts its signatures, to prove refusals happen before any. */
export function countingSigner(): CountingSigner {
  const account = privateKeyToAccount(generatePrivateKey())
  const signer: CountingSigner = {
    address: account.address,
    signatures: 0,
    signTypedData(message) {
      signer.signatures++
      return account.signTypedData(message as Parameters<typeof account.signTypedData>[0])
    },
  }
  return signer
}
