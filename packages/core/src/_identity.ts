import type { H3Event } from 'h3'
import { clientAddress } from './_caller.ts'
import { callOperation, prepareCall, readParams } from './_calls.ts'
import { NOTHING_CHARGED, paymentRequired, resourceUrl, type ChargeOutcome } from './_charge.ts'
import { invoke, type InvokeResult } from './_invoke.ts'
import { clientNetwork } from './client-network.ts'
import { createError } from './errors.ts'
import { settingsOf } from './config.ts'
import type { Caller } from './define.ts'
import { observeSuccess } from './observe/events.ts'
import type { PaymentRequirement } from './payment.ts'
import { quoteMicros, type RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'

/*
 * Identity-only operations (`access: 'identity'`): a wallet's sign-in proof (x402's sign-in-with-x,
 * through the rail that recognises it) is enough to call them, and the proven wallet is the caller
 * (`caller.payer`), so it reads what is its own without paying for each read. Without a proof, a
 * priced one is paid for as any other (its 402 carries the sign-in challenge beside the offers); one
 * free by definition answers that 402 with the challenge only (one the operator priced 0 is free).
 */

interface Incoming {
  event: H3Event
  requestId: string
  startedAt: number
  query: URLSearchParams | undefined
}

type Render = (result: InvokeResult, caller: Caller, outcome: ChargeOutcome, requestId: string, startedAt: number) => Response

/** The route of an identity-only operation: signed in, or else `unsigned` (the paid route; undefined when only a sign-in opens it: the 402). */
export function identityStages(runtime: Runtime, operation: RegisteredOperation, render: Render, unsigned?: (incoming: Incoming) => Promise<Response>) {
  const settings = settingsOf(runtime.config, operation.group)
  return async (incoming: Incoming): Promise<Response> => {
    const { event, requestId, startedAt, query } = incoming
    const signedIn = runtime.gate.identifies(event.req)
    if (!signedIn && unsigned) return unsigned(incoming)
    const read = readParams(runtime, operation, event.req, query)
    const params = read instanceof Promise ? await read : read
    const call = prepareCall(runtime, operation, params)
    const ip = clientAddress(event, runtime.config.trustProxy)
    const quoted = quoteMicros(operation, call.input, settings, runtime.state)
    const requirement: PaymentRequirement = {
      operation,
      amountMicros: typeof quoted === 'number' ? quoted : await quoted,
      upto: false,
      get resource() {
        return resourceUrl(runtime, event.url)
      },
    }
    if (!signedIn) {
      if (runtime.payments.limits.active) await runtime.payments.limits.take('unpaid', clientNetwork(ip, runtime.config.trial.ipv6PrefixLength), operation.id)
      throw await paymentRequired(runtime, requirement)
    }
    // A proof is checked against this host's origin; without publicUrl that origin is the request's Host, which a
    // service the wallet signed in to could name to relay its proof here: only a loopback host is taken as its own then.
    if (!runtime.config.publicUrl && !LOOPBACK.has(event.url.hostname)) {
      throw await paymentRequired(runtime, requirement, createError('PAYMENT_INVALID', 'Sign-in is taken only on a host whose public URL is configured (publicUrl); pay for the call instead', { details: { reason: 'sign_in_needs_public_url' } }))
    }
    const payer = await runtime.gate.identify(event.req, requirement)
    // Nothing is charged: the caller is the proven wallet, as a paid caller is its paying one.
    const caller: Caller = { kind: 'free', ip, payer }
    const result = await invoke(runtime, operation, call.input, { caller, request: event.req, call: callOperation })
    observeSuccess(runtime, operation.id, requestId, startedAt, event.req, caller, NOTHING_CHARGED)
    return render(result, caller, NOTHING_CHARGED, requestId, startedAt)
  }
}

/** The hostnames of a host on the caller's own machine (a developer's), whose origin no other site can hold. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
