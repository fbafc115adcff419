import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { appendPaymentIdentifierToExtensions, generatePaymentId } from '@x402/extensions/payment-identifier'
import { wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { rail } from './_setup.ts'

/** A host in process (its app) or listening (its URL). */
export type Host = { app: { fetch(request: Request): Response | Promise<Response> } } | { url: string }

/** The official client with a payment identifier, reused on every call it makes (a retry of one logical call); `null`: none. */
export function officialClient(paymentId: string | null = generatePaymentId()) {
  const client = new x402Client()
  registerExactEvmScheme(client, { signer: privateKeyToAccount(generatePrivateKey()), networks: [rail.network] })
  if (paymentId !== null) {
    client.onBeforePaymentCreation(async ({ paymentRequired }) => {
      paymentRequired.extensions ??= {}
      appendPaymentIdentifierToExtensions(paymentRequired.extensions, paymentId)
    })
  }
  return (host: Host) => {
    const send = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      return 'url' in host ? fetch(new Request(request.url.replace('http://localhost', host.url), request)) : host.app.fetch(request)
    }
    return wrapFetchWithPayment(send, client)
  }
}

