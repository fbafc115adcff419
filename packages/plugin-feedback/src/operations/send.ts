import { randomUUID } from 'node:crypto'
import { defineOperation, invalidField, localSource, lookupAnswer, optionalText, postSigned, PROJECT_URL, sourcesInWords, webhookTargetPolicy } from '@svc/core'
import * as v from 'valibot'
import { forwarding } from '../settings.ts'
import { type FeedbackRecord, saveFeedback } from '../store.ts'

const CATEGORIES = ['bug', 'feature', 'data', 'pricing', 'docs', 'praise', 'other'] as const
/** Anything that looks like markup: feedback is plain text, so an operator's tools can show it as is. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export default defineOperation({
  name: 'send',
  method: 'POST',
  sources: sourcesInWords('none (written to the host\'s state store)'),
  description: 'Sends feedback, a bug report or a feature request to the service operators: stored by this host before it is acknowledged, listed to the operator, optionally forwarded to the operator\'s webhook. Plain text, no HTML.',
  input: v.object({
    message: v.pipe(v.string(), v.trim(), v.minLength(10, 'must be at least 10 characters'), v.maxLength(4000, 'must be at most 4000 characters'), v.description('The feedback, plain text (10-4000 characters)')),
    category: v.optional(v.pipe(v.picklist(CATEGORIES), v.description(`One of ${CATEGORIES.join(', ')} (default other)`)), 'other'),
    operation: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, 'must be an operation id such as weather.forecast'), v.maxLength(80), v.description('The operation it is about, e.g. weather.forecast'))),
    rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5), v.description('Rating from 1 (bad) to 5 (great)'))),
    contact: optionalText(3, 200, 'How the operator may answer (e-mail, handle), optional'),
  }),
  check(input) {
    for (const field of ['message', 'contact'] as const) {
      const value = input[field]
      if (value && MARKUP.test(value)) throw invalidField(field, 'must be plain text without HTML tags or entities')
      if (value && CONTROL.test(value)) throw invalidField(field, 'must not hold control characters')
    }
  },
  keywords: ['report a bug', 'send feedback to the operator', 'feature request', 'complain about an endpoint', 'suggest an improvement'],
  example: { params: { message: 'The forecast endpoint could also give the UV index.', category: 'feature', operation: 'weather.forecast', rating: 4 } },
  async handler({ input, caller, state, settings, signal }) {
    const record: FeedbackRecord = {
      id: `fb_${Date.now().toString(36)}_${randomUUID()}`,
      receivedAt: new Date().toISOString(),
      caller: { kind: caller.kind, wallet: caller.payer?.address ?? null, network: caller.payer?.network ?? null },
      category: input.category,
      operation: input.operation ?? null,
      rating: input.rating ?? null,
      message: input.message,
      contact: input.contact ?? null,
    }
    // Acknowledged only once stored: a failing store is a 500 and the call is not charged.
    await saveFeedback(state, record)
    const forward = forwarding(settings)
    let forwarded: boolean | null = null
    if (forward && !signal.aborted) {
      const outcome = await postSigned({
        id: record.id,
        body: JSON.stringify({ type: 'feedback.received', data: record }),
        url: forward.webhookUrl,
        secret: forward.webhookSecret,
        timeoutMs: 5000,
        policy: webhookTargetPolicy(forward.allowLoopbackForTests),
        userAgent: 'svc-feedback/1',
      })
      forwarded = outcome.result === 'delivered'
    }
    return lookupAnswer(
      { id: record.id, receivedAt: record.receivedAt, category: record.category, operation: record.operation, rating: record.rating, stored: true, forwarded },
      localSource('svc (feedback stored by this host)', `${PROJECT_URL}/tree/main/packages/plugin-feedback#readme`, 'n/a (the caller\'s own message)'),
    )
  },
})
