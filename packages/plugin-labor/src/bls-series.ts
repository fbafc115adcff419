import type { OperationSource, UpstreamClient } from '@svc/core'
import { blsNumber, blsTimeseriesSource, requestTimeseries } from '@svc/providers/bls'

/**
 * Reads BLS time series through the upstream plugin-bls defines (one key, quota and cache for bls.series
 * and the labor operations): `POST /publicAPI/v2/timeseries/data/`.
 */

/** What `fetchSeries` reads, for the `sources` of the operations: providers' BLS declaration, with the program and its series (`series`, markdown). */
export const timeseriesSource = (series: string): OperationSource => ({
  ...blsTimeseriesSource,
  about: `U.S. Bureau of Labor Statistics ${series}: \`POST /publicAPI/v2/timeseries/data/\``,
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

export async function fetchSeries(client: UpstreamClient, ids: string[], years: { startYear: number; endYear: number }): Promise<SeriesAnswer> {
  const { series: found, notes, url } = await requestTimeseries(client, ids, years)
  const series = new Map<string, Point[]>(ids.map((id) => [id, []]))
  for (const one of found) {
    series.set(one.seriesID, one.data.map((point) => ({
      year: Number(point.year),
      period: point.period,
      periodName: point.periodName,
      value: blsNumber(point.value),
      preliminary: point.footnotes.some((note) => note?.code === 'P'),
    })))
  }
  return { series, notes, url }
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

/** The latest year any series of the answer has a point in (annual estimates such as OEWS). */
export function latestYear(answer: SeriesAnswer): number | undefined {
  const years = [...answer.series.values()].flat().map((point) => point.year)
  return years.length > 0 ? Math.max(...years) : undefined
}

/** One series' value in a year, or null when it has none. */
export function valueIn(answer: SeriesAnswer, id: string, year: number): number | null {
  return answer.series.get(id)?.find((point) => point.year === year)?.value ?? null
}
