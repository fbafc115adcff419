import type { FixtureServer } from '@svc/core/testing'
import { x402Facilitator } from '@x402/core/facilitator'
import { ExactEvmScheme } from '@x402/evm/exact/facilitator'
import { UptoEvmScheme } from '@x402/evm/upto/facilitator'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serveFacilitator } from './_facilitator-server.ts'
import { rail } from './_setup.ts'

/** One transaction the facilitator sent, as the chain stub received it. */
export interface SentTransaction {
  address: string
  functionName: string
  args: readonly any[]
}

/**
 * The official x402 facilitator (`@x402/core` + `@x402/evm`'s exact and upto schemes) in process
 * on a local port. Its chain is a stub: every simulation and transaction succeeds, except a second
 * use of an EIP-3009 or Permit2 nonce.
 */
export interface OfficialFacilitator extends FixtureServer {
  /** The facilitator's signer: the address upto clients sign for. */
  address: `0x${string}`
  /** Transactions sent to the chain stub (`settle` of the upto proxy, `transferWithAuthorization` of the token). */
  sent: SentTransaction[]
  /** The /settle requests of exact payments. */
  exactSettled: any[]
  /** While true, /settle answers 503 (a facilitator outage). */
  down: boolean
  reset(): void
}

export async function officialFacilitator(): Promise<OfficialFacilitator> {
  const account = privateKeyToAccount(generatePrivateKey())
  const sent: SentTransaction[] = []
  const usedNonces = new Set<string>()
  // Permit2's nonce of the proxy's settle(permit, amount, owner, ...); EIP-3009's of transferWithAuthorization(from, to, value, after, before, nonce, ...).
  const nonceKey = (functionName: string, args: readonly any[]) => (functionName === 'settle' ? `permit2:${String(args[2]).toLowerCase()}:${args[0].nonce}` : `eip3009:${String(args[0]).toLowerCase()}:${args[5]}`)
  const chain = {
    getAddresses: () => [account.address] as const,
    async readContract({ functionName, args }: { address: `0x${string}`; functionName: string; args?: readonly unknown[] }) {
      // The facilitator simulates the transfer before it verifies or sends; a used nonce reverts.
      if ((functionName === 'settle' || functionName === 'transferWithAuthorization') && !usedNonces.has(nonceKey(functionName, args!))) return undefined
      throw new Error(`execution reverted (${functionName})`)
    },
    verifyTypedData: async () => {
      throw new Error('signatures of EOAs are recovered, not asked of the chain')
    },
    async writeContract({ address, functionName, args }: { address: `0x${string}`; functionName: string; args: readonly unknown[] }) {
      usedNonces.add(nonceKey(functionName, args))
      sent.push({ address, functionName, args })
      return `0x${sent.length.toString(16).padStart(64, '0')}` as `0x${string}`
    },
    sendTransaction: async () => {
      throw new Error('not used without gas sponsoring')
    },
    waitForTransactionReceipt: async () => ({ status: 'success' }),
    // The token is a contract; payers are EOAs.
    getCode: async ({ address }: { address: `0x${string}` }) => (address.toLowerCase() === rail.asset.toLowerCase() ? '0x6080' : '0x') as `0x${string}`,
  }
  const facilitator = new x402Facilitator().register(rail.network, new UptoEvmScheme(chain as never)).register(rail.network, new ExactEvmScheme(chain as never))
  const stub = { address: account.address, sent, exactSettled: [] as any[], down: false } as OfficialFacilitator
  const server = await serveFacilitator(facilitator, (body) => {
    if (stub.down) return { status: 503, body: 'maintenance' }
    if (body.paymentRequirements.scheme === 'exact') stub.exactSettled.push(body)
    return undefined
  })
  return Object.assign(stub, server, {
    reset() {
      sent.length = 0
      stub.exactSettled.length = 0
      stub.down = false
      server.requests.length = 0
    },
  })
}
