import { x402Client, x402HTTPClient } from '@x402/core/client'
import type { PaymentRequired } from '@x402/core/types'
import { BatchSettlementEvmScheme, computeChannelId, InMemoryClientChannelStorage, signVoucher } from '@x402/evm/batch-settlement/client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { rail } from './_setup.ts'

type Send = (url: string, init?: RequestInit) => Promise<Response>

/**
 * A payer with the official batch-settlement client (`@x402/evm` + `@x402/core`'s HTTP client), paying
 * as `wrapFetchWithPayment` does but asking for the 402 once, not before every call: each call is one
 * request with a voucher (or the deposit that opens the channel, or a top-up). A corrective 402 (the
 * host's record of the channel is ahead of the client's) is recovered from and the call paid again.
 */
export function channelPayer(chain: { readContract(call: { functionName: string; args?: readonly any[] }): Promise<unknown> }, privateKey: `0x${string}` = generatePrivateKey()) {
  const account = privateKeyToAccount(privateKey)
  const storage = new InMemoryClientChannelStorage()
  // The payer's wallet signs and reads the chain (to recover its channel after a lost answer).
  const signer = { address: account.address, signTypedData: account.signTypedData, readContract: chain.readContract }
  const scheme = new BatchSettlementEvmScheme(signer as never, { storage })
  const client = new x402Client().register(rail.network, scheme)
  const http = new x402HTTPClient(client)
  let required: PaymentRequired | undefined

  async function pay(send: Send, url: string): Promise<Response> {
    if (!required) {
      const probe = await send(url)
      required = http.getPaymentRequiredResponse((name) => probe.headers.get(name), await probe.json())
    }
    for (let attempt = 0; ; attempt++) {
      const payload = await client.createPaymentPayload(required)
      const response = await send(url, { headers: http.encodePaymentSignatureHeader(payload) })
      const result = await http.processPaymentResult(payload, (name) => response.headers.get(name), response.status)
      if (!result.recovered || attempt > 0) return response
    }
  }

  /**
   * The next `count` vouchers of an open channel, signed now as `PAYMENT-SIGNATURE` headers (for a
   * benchmark, so the timing holds the host's work only): running totals after the client's record. `by` signs them
   * in place of the payer (a forged voucher).
   */
  async function signAhead(url: string, count: number, by: { signTypedData: typeof account.signTypedData } = signer): Promise<string[]> {
    const accepted = required!.accepts.find((accept) => accept.scheme === 'batch-settlement')!
    const channelConfig = scheme.buildChannelConfig(accepted)
    const channelId = computeChannelId(channelConfig, accepted.network)
    const charged = BigInt((await storage.get(channelId.toLowerCase()))?.chargedCumulativeAmount ?? '0')
    const headers: string[] = []
    for (let i = 1n; i <= BigInt(count); i++) {
      const voucher = await signVoucher(by as never, channelId, String(charged + i * BigInt(accepted.amount)), accepted.network)
      headers.push(Buffer.from(JSON.stringify({ x402Version: 2, resource: { url }, accepted, payload: { type: 'voucher', channelConfig, voucher } })).toString('base64'))
    }
    return headers
  }

  return { account, storage, scheme, pay, signAhead }
}
