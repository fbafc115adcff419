import { defineOperation, listAnswer, optionalDate, sourceOf } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { dateWindow, limit, symbol } from './params.ts'

/** The parameters of Finnhub's alternative-data endpoints: one company and a date window. */
const windowedInput = (defaultDays: number, maxDays: number) => ({
  symbol,
  from: optionalDate(`First day (default ${defaultDays} days before to; the window is at most ${maxDays} days)`),
  to: optionalDate('Last day (default today)'),
  limit: limit(500, 100),
})

type Input = { symbol: string; from?: string | undefined; to?: string | undefined; limit: number }

/**
 * The rows of one of those endpoints (`{symbol, data: [...]}`, as usa-spending, visa-application,
 * insider-sentiment, lobbying and uspto-patent answer) for the caller's window.
 */
async function windowedRows<TRow extends v.GenericSchema>(
  client: UpstreamClient, path: string, row: TRow, input: Input, window: { defaultDays: number; maxDays: number },
) {
  const { from, to } = dateWindow(input, window.defaultDays, window.maxDays)
  const schema = v.object({ data: v.array(row) })
  const response = await client.json(path, { query: { symbol: input.symbol, from, to }, schema })
  const rows = response.data.data as v.InferOutput<TRow>[]
  return { rows, url: response.url }
}

/** The window most of these endpoints take: the last year by default, at most five years. */
const LAST_YEAR = { defaultDays: 365, maxDays: 5 * 366 }

interface WindowedOperation<TRow extends v.GenericSchema, TItem> {
  name: string
  description: string
  keywords: string[]
  /** The Finnhub endpoint, `/api/v1/stock/...`. */
  path: string
  row: TRow
  /** The caller's window: its default length back from `to`, and its longest (default a year, at most five). */
  window?: { defaultDays: number; maxDays: number }
  item: (row: v.InferOutput<TRow>) => TItem
  /** The item's date (or month) the answer is sorted by, newest first. */
  newest: (item: TItem) => string | null
}

/** One company's rows of a windowed endpoint as items, newest first, at most `limit` of them (`total` counts all). */
export function windowedOperation<TRow extends v.GenericSchema, TItem>(operation: WindowedOperation<TRow, TItem>) {
  const { path, row, window = LAST_YEAR, item, newest, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: v.object(windowedInput(window.defaultDays, window.maxDays)),
    upstreams: [finnhub],
    // Finnhub's alternative data changes a few times a day at most.
    cacheTtl: '6h',
    sources: [{ path }],
    // A window in the wrong order or too long can only fail: the 400 comes before any 402.
    check: (input) => void dateWindow(input, window.defaultDays, window.maxDays),
    async handler({ input, upstream }) {
      const { rows, url } = await windowedRows(upstream(finnhub), path, row, input, window)
      const items = rows.map(item).sort((a, b) => ((newest(a) ?? '') < (newest(b) ?? '') ? 1 : -1))
      return listAnswer(items.slice(0, input.limit), sourceOf(finnhub, url), { total: items.length })
    },
  })
}

export { finnhub }
