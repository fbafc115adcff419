import { createError, durationMs, type OperationSource, rateLimitedAnswer, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { bls } from './upstream.ts'

/**
 * What `requestTimeseries` reads, for the `sources` of the operations that call it: a request is kept 1 h. Its call
 * gives this TTL itself, so callers that declare no sources (plugin-labor) keep it too.
 */
export const blsTimeseriesSource = { upstream: bls, path: '/publicAPI/v2/timeseries/data/', method: 'POST', cacheTtl: '1h' } as const satisfies OperationSource

/** `POST /publicAPI/v2/timeseries/data/` as BLS answers it (a request it did not process has an empty `Results`). */
const answerSchema = v.object({
  status: v.string(),
  message: v.optional(v.array(v.string()), []),
  Results: v.optional(v.object({
    series: v.optional(v.array(v.object({
      seriesID: v.string(),
      data: v.array(v.object({
        year: v.string(),
        period: v.string(),
        periodName: v.string(),
        latest: v.optional(v.string()),
        value: v.string(),
        footnotes: v.optional(v.array(v.nullable(v.object({ code: v.optional(v.nullable(v.string())), text: v.optional(v.nullable(v.string())) }))), []),
      })),
    }))),
  })),
})

type Answer = v.InferOutput<typeof answerSchema>
const isThreshold = (why: string) => /threshold|limit/i.test(why)
const reasonOf = (answer: Answer) => answer.message.join('; ') || answer.status

/**
 * The `accept` of an answer: processed, with its series. A refusal inside a 200 (`REQUEST_NOT_PROCESSED`, `REQUEST_FAILED`) is refused
 * here (never cached, counted by the breaker, a stale answer served in its place). The daily threshold is BLS's rate limit: answered as
 * its 429 would be (a 429, nothing charged, never kept for the series' TTL).
 */
function processed(data: unknown) {
  const answer = data as Answer
  if (answer.status === 'REQUEST_SUCCEEDED' && answer.Results?.series) return true
  const why = reasonOf(answer)
  return isThreshold(why) ? rateLimitedAnswer(why.slice(0, 300)) : `BLS did not process the request: ${why}`
}

export type BlsSeries = NonNullable<NonNullable<v.InferOutput<typeof answerSchema>['Results']>['series']>[number]

/**
 * BLS time series through the upstream plugin-bls defines (one key, quota and cache for bls.series and
 * plugin-labor). BLS answers 200 with REQUEST_NOT_PROCESSED when it refuses: a daily threshold is a 429.
 */
export async function requestTimeseries(client: UpstreamClient, ids: string[], years: { startYear: number; endYear: number }): Promise<{ series: BlsSeries[]; notes: string[]; url: string }> {
  const response = await client.json('/publicAPI/v2/timeseries/data/', {
    method: 'POST',
    // The operator's key, if any, is added as `registrationkey` by the upstream client.
    body: { seriesid: ids, startyear: String(years.startYear), endyear: String(years.endYear) },
    retry: true,
    schema: answerSchema,
    accept: processed,
    cacheTtlMs: durationMs(blsTimeseriesSource.cacheTtl),
  })
  const answer = response.data
  const series = answer.Results?.series
  if (answer.status !== 'REQUEST_SUCCEEDED' || !series) {
    const why = reasonOf(answer)
    throw createError('UPSTREAM_FAILED', `BLS did not process the request: ${why}`)
  }
  return { series, notes: answer.message, url: response.url }
}

/** A BLS value such as "4.1" or "123,450"; "-" (missing) and "*" or "#" (suppressed, top-coded) are null. */
export function blsNumber(value: string): number | null {
  const text = value.replace(/,/g, '').trim()
  const parsed = Number(text)
  return text !== '' && Number.isFinite(parsed) ? parsed : null
}
