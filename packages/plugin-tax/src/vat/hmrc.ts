import { createError, invalidField, type OperationContext, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { hmrc } from '../upstreams/hmrc.ts'
import type { VatCheck } from './number.ts'

const line = v.optional(v.string())
/** Check a UK VAT number v2, `GET /organisations/vat/check-vat-number/lookup/{targetVrn}[/{requesterVrn}]`. */
const answer = v.object({
  target: v.object({
    name: v.string(),
    vatNumber: v.string(),
    address: v.object({ line1: line, line2: line, line3: line, line4: line, line5: line, postcode: line, countryCode: line }),
  }),
  processingDate: v.string(),
  consultationNumber: line,
})
/** HMRC's error body, `{code, message}`. */
const refusal = v.object({ code: v.optional(v.string(), ''), message: v.optional(v.string(), '') })

/**
 * A UK number checked with HMRC: a VRN HMRC does not know (404 NOT_FOUND) is `valid: false`, as VIES
 * answers an unknown EU number. With the requester's VRN, HMRC answers a consultation number.
 */
export async function checkWithHmrc(ctx: Pick<OperationContext<unknown>, 'upstream'>, number: string, requester: string | undefined) {
  const path = `/organisations/vat/check-vat-number/lookup/${number.slice(2)}${requester ? `/${requester.slice(2)}` : ''}`
  const response = await ctx.upstream(hmrc).json(path, {
    schema: answer,
    headers: { accept: 'application/vnd.hmrc.2.0+json' },
    acceptStatus: [400, 403, 404],
    // A consultation number records one check: never shared with another call or served again (the operation's cacheTtl is for plain checks).
    ...(requester ? { coalesce: false, cacheTtlMs: 0 } : {}),
  })
  const source = sourceOf(hmrc, response.url)
  const unregistered: VatCheck = { number, country: 'GB', valid: false, name: null, address: null, checkedAt: dayOf(response.headers), consultationNumber: null }
  if (response.status === 404) return { item: unregistered, source }
  if (response.status !== 200) throw refused(response.status, response.data, requester)
  const { target, processingDate, consultationNumber } = response.data
  const { line1, line2, line3, line4, line5, postcode } = target.address
  const address = [line1, line2, line3, line4, line5, postcode].map((part) => part?.trim()).filter(Boolean).join('\n')
  const item: VatCheck = {
    number,
    country: 'GB',
    valid: true,
    name: target.name.trim() || null,
    address: address || null,
    checkedAt: processingDate.slice(0, 10),
    consultationNumber: consultationNumber ?? null,
  }
  return { item, source }
}

/** HMRC's 400 (a VRN it does not accept) and 403 (a requester it does not know) name the field; anything else is its failure. */
function refused(status: number, body: unknown, requester: string | undefined) {
  const parsed = v.safeParse(refusal, body)
  const { code, message } = parsed.success ? parsed.output : { code: '', message: '' }
  if (status === 400) return invalidField(/requesterVrn/.test(message) && !/targetVrn/.test(message) ? 'requester' : 'number', `HMRC refused it: ${message || code || 'invalid request'}`)
  if (status === 403 && requester && code === 'INVALID_REQUEST') return invalidField('requester', 'is not a VAT number registered with HMRC, which gives consultation numbers only to registered requesters')
  return createError('UPSTREAM_FAILED', `HM Revenue & Customs answered HTTP ${status}${code ? ` (${code})` : ''}`)
}

/** The day HMRC answered (its Date header), for a number it does not know: that answer carries no processing date. */
function dayOf(headers: Headers): string {
  const date = new Date(headers.get('date') ?? Number.NaN)
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().slice(0, 10)
}
