import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/**
 * Reads BLS time series through the upstream plugin-bls defines (one key, quota and cache for bls.series
 * and the labor operations): `POST /publicAPI/v2/timeseries/data/`.
 */

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
        value: v.string(),
        footnotes: v.optional(v.array(v.nullable(v.object({ code: v.optional(v.nullable(v.string())), text: v.optional(v.nullable(v.string())) }))), []),
      })),
    }))),
  })),
})

export interface Point {
  year: number
  /** BLS period: M01-M12 (months), M13 (annual average), A01 (annual), Q01-Q05, S01-S03. */
  period: string
  periodName: string
  value: number | null
  preliminary: boolean
}

export interface SeriesAnswer {
  /** Points of each series asked for, newest first as BLS gives them; [] for a series BLS had no data for. */
  series: Map<string, Point[]>
  /** BLS's notes (series that do not exist, years without data). */
  notes: string[]
  url: string
}

export async function fetchSeries(client: UpstreamClient, ids: string[], years: { startYear: number; endYear: number }, signal: AbortSignal): Promise<SeriesAnswer> {
  const response = await client.json('/publicAPI/v2/timeseries/data/', {
    method: 'POST',
    // The operator's key, if any, is added as `registrationkey` by the upstream client.
    body: { seriesid: ids, startyear: String(years.startYear), endyear: String(years.endYear) },
    retry: true,
    schema: answerSchema,
    cacheTtlMs: 3600_000,
    signal,
  })
  const answer = response.data
  const found = answer.Results?.series
  if (answer.status !== 'REQUEST_SUCCEEDED' || !found) {
    const why = answer.message.join('; ') || answer.status
    // BLS answers 200 with REQUEST_NOT_PROCESSED when a daily threshold is reached.
    if (/threshold|limit/i.test(why)) throw createError('UPSTREAM_RATE_LIMIT', `BLS is rate limiting this host: ${why}`)
    throw createError('UPSTREAM_FAILED', `BLS did not process the request: ${why}`)
  }
  const series = new Map<string, Point[]>(ids.map((id) => [id, []]))
  for (const one of found) {
    series.set(one.seriesID, one.data.map((point) => ({
      year: Number(point.year),
      period: point.period,
      periodName: point.periodName,
      value: toNumber(point.value),
      preliminary: point.footnotes.some((note) => note?.code === 'P'),
    })))
  }
  return { series, notes: answer.message, url: response.url }
}

/** A BLS value such as "4.1" or "123,450"; "-" (missing) and "*" or "#" (suppressed, top-coded) are null. */
export function toNumber(value: string): number | null {
  const text = value.replace(/,/g, '').trim()
  const parsed = Number(text)
  return text !== '' && Number.isFinite(parsed) ? parsed : null
}

/** The month of a monthly point as its first day (YYYY-MM-DD), or null for annual averages and other periods. */
export function monthDate(point: Pick<Point, 'year' | 'period'>): string | null {
  const month = /^M(0[1-9]|1[0-2])$/.exec(point.period)?.[1]
  return month ? `${point.year}-${month}-01` : null
}

/**
 * Joins several series of one area month by month (newest first): each row holds the value of every
 * named series for that month, null where one has none.
 */
export function byMonth<K extends string>(answer: SeriesAnswer, ids: Record<K, string>): Array<{ date: string; year: number; month: string } & Record<K, number | null> & { preliminary: boolean }> {
  const rows = new Map<string, Record<string, unknown>>()
  for (const [name, id] of Object.entries(ids) as Array<[K, string]>) {
    for (const point of answer.series.get(id) ?? []) {
      const date = monthDate(point)
      if (!date) continue
      const row = rows.get(date) ?? { date, year: point.year, month: point.periodName, ...Object.fromEntries(Object.keys(ids).map((key) => [key, null])), preliminary: false }
      row[name] = point.value
      row.preliminary = (row.preliminary as boolean) || point.preliminary
      rows.set(date, row)
    }
  }
  return [...rows.values()].sort((a, b) => String(b.date).localeCompare(String(a.date))) as never
}
