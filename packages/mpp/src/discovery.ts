import { listedMicros, type RailDiscovery, type RegisteredOperation } from '@svc/core'
import type { Method } from 'mppx'

/** A paid operation's MPP offer (OpenAPI `x-payment-info.offers[]`): atomic amount (null when quoted per call), currency, intent, method. */
function offerOf(method: Method.AnyServer, operation: RegisteredOperation): Record<string, unknown> {
  const defaults = (method.defaults ?? {}) as Record<string, unknown>
  const amount = operation.price.mode === 'fixed' ? String(listedMicros(operation)) : null
  return {
    amount,
    ...(typeof defaults.currency === 'string' ? { currency: defaults.currency } : {}),
    intent: method.intent,
    method: method.name,
    ...(typeof defaults.recipient === 'string' ? { recipient: defaults.recipient } : {}),
    ...(typeof defaults.chainId === 'number' ? { chainId: defaults.chainId } : {}),
  }
}

/** What discovery documents say of the MPP rail: its `offers[]`, its `Payment` HTTP scheme, how to pay. */
export function mppDiscovery(charges: readonly Method.AnyServer[]): RailDiscovery {
  return {
    title: 'MPP, the Payment HTTP authentication scheme (USDC on Base; exact prices)',
    url: 'https://mpp.dev',
    howToPay: 'MPP: the 402 carries `WWW-Authenticate: Payment` challenges; answer one with `Authorization: Payment <credential>` (the mppx client does it) and the answer carries `Payment-Receipt`. Up-to billed operations take x402 only.',
    paymentInfo: (operation) => ({ protocols: [{ mpp: {} }], offers: charges.map((method) => offerOf(method, operation)) }),
    securitySchemes: {
      // Declared, not required by operations: `x-payment-info` declares the payment.
      mpp: { type: 'http', scheme: 'Payment', description: 'An MPP credential answering one of the 402\'s WWW-Authenticate: Payment challenges.' },
    },
    llms: () => [
      '## Paying with MPP',
      'Paid operations with an exact price also take MPP (the IETF Payment HTTP authentication scheme): the 402 carries `WWW-Authenticate: Payment` challenges (method `evm`, intent `charge`: USDC on Base), answered with `Authorization: Payment <credential>`; a paid answer carries `Payment-Receipt`. Refusals are RFC 9457 problem details (`type`, `title`, `detail`). Up-to billed operations take x402 only.',
    ],
  }
}
