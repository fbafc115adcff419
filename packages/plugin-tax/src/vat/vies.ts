import { invalidField, type OperationContext, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { vies } from '../upstreams/vies.ts'
import type { VatCheck } from './number.ts'

/**
 * The `userError` of an answer that is a check's result. VIES answers its failures with the same 200 and `isValid: false`:
 * `MS_UNAVAILABLE`, `TIMEOUT`, `SERVICE_UNAVAILABLE`, `MS_MAX_CONCURRENT_REQ`, `GLOBAL_MAX_CONCURRENT_REQ`... (the VIES
 * technical information, https://ec.europa.eu/taxation_customs/vies/#/technical-information). Those are not "this number is
 * not registered": the schema refuses them, so the call is VIES's failure (502), never cached and never charged.
 */
const RESULTS = ['VALID', 'INVALID', 'INVALID_INPUT']
const userError = v.pipe(
  v.optional(v.string(), 'VALID'),
  v.check((value) => value === '' || RESULTS.includes(value), (issue) => `VIES could not check the number: ${String(issue.input)}`),
)
/** GET /taxation_customs/vies/rest-api/ms/{country}/vat/{number}. */
const answer = v.object({ isValid: v.boolean(), requestDate: v.string(), userError, name: textOrNull, address: textOrNull, vatNumber: v.optional(v.string(), '') })
/** VIES writes "---" where a member state does not disclose the name or address. */
const disclosed = (value: string | null) => (value && value.trim() !== '---' ? value.trim() : null)

/** An EU (or XI) number checked in the Commission's VIES: an unknown number is `valid: false`. */
export async function checkInVies(ctx: Pick<OperationContext<unknown>, 'upstream'>, number: string) {
  const country = number.slice(0, 2)
  const { data, url } = await ctx.upstream(vies).json(`/taxation_customs/vies/rest-api/ms/${country}/vat/${number.slice(2)}`, { schema: answer })
  if (data.userError === 'INVALID_INPUT') throw invalidField('number', `VIES does not accept it as a ${country} VAT number`)
  const item: VatCheck = {
    number,
    country,
    valid: data.isValid,
    name: disclosed(data.name),
    address: disclosed(data.address),
    checkedAt: data.requestDate.slice(0, 10),
    consultationNumber: null,
  }
  return { item, source: sourceOf(vies, url) }
}
