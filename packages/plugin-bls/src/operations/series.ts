import { createError, defineOperation, invalidField, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { bls } from '../upstreams/bls.ts'

const MAX_SERIES = 10
const MAX_SPAN_YEARS = 10
const year = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100), v.description(description)))

const blsAnswer = v.object({
  status: v.string(),
  message: v.optional(v.array(v.string()), []),
  // A request BLS did not process comes with an empty `Results`.
  Results: v.optional(v.object({
    series: v.optional(v.array(v.object({
      seriesID: v.string(),
      data: v.array(v.object({
        year: v.string(),
        period: v.string(),
        periodName: v.string(),
        latest: v.optional(v.string()),
        value: v.string(),
        footnotes: v.optional(v.array(v.object({ code: v.optional(v.string()), text: v.optional(v.string()) })), []),
      })),
    }))),
  })),
})

export default defineOperation({
  name: 'series',
  method: 'GET',
  description: 'Time series of the U.S. Bureau of Labor Statistics (CPI, unemployment, employment, wages, prices...) by series id: year, period, value and footnotes for up to 10 series over up to 10 years.',
  input: v.object({
    seriesIds: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(4),
      v.maxLength(400),
      v.transform((text) => text.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean)),
      v.minLength(1, 'must name at least one series id'),
      v.maxLength(MAX_SERIES, `must name at most ${MAX_SERIES} series ids`),
      v.check((ids) => ids.every((id) => /^[A-Z0-9]{4,40}$/.test(id)), 'must be series ids of 4-40 letters and digits, comma-separated (e.g. CUUR0000SA0,LNS14000000)'),
      v.description('Comma-separated BLS series ids, 1-10'),
    ),
    startYear: year('First year (default: endYear minus 9, or this year minus 9)'),
    endYear: year('Last year (default: startYear plus 9, or this year)'),
  }),
  price: { usd: 0.003 },
  upstreams: [bls],
  keywords: ['consumer price index', 'cpi inflation', 'unemployment rate', 'jobs report', 'labor statistics', 'wages'],
  async handler({ input, upstream, signal }) {
    const thisYear = new Date().getUTCFullYear()
    const endYear = input.endYear ?? (input.startYear !== undefined ? Math.min(input.startYear + MAX_SPAN_YEARS - 1, thisYear) : thisYear)
    const startYear = input.startYear ?? endYear - MAX_SPAN_YEARS + 1
    if (startYear > endYear) throw invalidField('startYear', `${startYear} is after endYear ${endYear}`)
    if (endYear - startYear + 1 > MAX_SPAN_YEARS) {
      throw invalidField('endYear', `the span ${startYear}-${endYear} is longer than ${MAX_SPAN_YEARS} years`)
    }
    const response = await upstream(bls).json('/publicAPI/v2/timeseries/data/', {
      method: 'POST',
      // The operator's key, if any, is added as `registrationkey` by the upstream client.
      body: { seriesid: input.seriesIds, startyear: String(startYear), endyear: String(endYear) },
      retry: true,
      schema: blsAnswer,
      cacheTtlMs: 3600_000,
      signal,
    })
    const answer = response.data
    const series = answer.Results?.series
    if (answer.status !== 'REQUEST_SUCCEEDED' || !series) {
      const why = answer.message.join('; ') || answer.status
      // BLS answers 200 with REQUEST_NOT_PROCESSED when a daily threshold is reached.
      if (/threshold|limit/i.test(why)) throw createError('UPSTREAM_RATE_LIMIT', `BLS is rate limiting this host: ${why}`)
      throw createError('UPSTREAM_FAILED', `BLS did not process the request: ${why}`)
    }
    const items = series.map((one) => ({
      seriesId: one.seriesID,
      observations: one.data.map((point) => ({
        year: Number(point.year),
        period: point.period,
        periodName: point.periodName,
        value: point.value,
        numericValue: toNumber(point.value),
        latest: point.latest === 'true',
        footnotes: point.footnotes.filter((note) => note.code || note.text).map((note) => ({ code: note.code ?? null, text: note.text ?? null })),
      })),
    }))
    return {
      ok: true,
      items,
      total: items.length,
      source: sourceOf(bls, response.url),
      // Series BLS did not know come back empty with a message naming them.
      ...(answer.message.length > 0 ? { notes: answer.message } : {}),
    }
  },
})

/** A value such as "4.1"; BLS writes "-" for a missing one. */
function toNumber(value: string): number | null {
  const parsed = Number(value.replace(/,/g, ''))
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null
}
