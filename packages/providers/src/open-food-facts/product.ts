import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * The product read of API v3 (v2 is deprecated), pinned at v3.4: from v3.1 the environmental score is
 * `environmental_score_*` (was `ecoscore_*`); from v3.5 the flat `nutriments` object is empty and the nutrients
 * move to `nutrition.aggregated_set`, a schema Open Food Facts has not yet declared stable.
 */
export const PRODUCT_API = '/api/v3.4/product'

const message = v.object({ id: v.string() })
/** `{code, status, result: {id, name}, errors: [...], warnings: [...], product}`; `product` only when found. */
const answerOf = <S extends v.GenericSchema>(product: S) =>
  v.object({
    code: v.nullish(v.string(), null),
    status: v.picklist(['success', 'success_with_warnings', 'success_with_errors', 'failure']),
    result: v.nullish(message, null),
    errors: v.optional(v.array(v.object({ message: v.nullish(message, null) })), []),
    product: v.nullish(product, null),
  })

type Answer = { status: string; result: { id: string } | null; errors: Array<{ message: { id: string } | null }>; product: unknown }
const notFound = (data: Answer) => data.result?.id === 'product_not_found' || data.errors.some((error) => error.message?.id === 'product_not_found')

/**
 * The `accept` of a 2xx answer: a product, or "no such product". A failure sent with a 200 is refused (never kept for the day's cache
 * TTL, counted by the breaker, a stale answer served in its place).
 */
function usable(data: unknown): true | string {
  const answer = data as Answer
  return (answer.status !== 'failure' && answer.product !== null) || notFound(answer) || `status ${answer.status}: ${answer.result?.id ?? 'no product'}`
}

/**
 * One product by barcode with the `fields` asked for, parsed by `product`; null when Open Food Facts has no
 * such product (HTTP 404, result `product_not_found`). Any other failure is an upstream failure.
 */
export async function readProduct<S extends v.GenericSchema>(client: UpstreamClient, code: string, request: { fields: readonly string[]; product: S }): Promise<{ product: v.InferOutput<S> | null; url: string }> {
  const answer = answerOf(request.product)
  const response = await client.json(`${PRODUCT_API}/${encodeURIComponent(code)}`, { query: { fields: request.fields.join(',') }, schema: answer, accept: usable, acceptStatus: [404], cacheTtlMs: 24 * 3600_000 })
  const parsed = response.status === 404 ? v.safeParse(answer, response.data) : { success: true as const, output: response.data as v.InferOutput<typeof answer> }
  const data = parsed.success ? parsed.output : null
  if (data?.status !== 'failure' && data?.product) return { product: data.product, url: response.url }
  if (data && notFound(data as Answer)) return { product: null, url: response.url }
  throw createError('UPSTREAM_FAILED', `Open Food Facts did not answer the product: ${data?.result?.id ?? `HTTP ${response.status}`}`)
}
