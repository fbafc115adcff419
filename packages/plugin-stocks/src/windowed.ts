import { optionalDate } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { dateWindow, limit, symbol } from './params.ts'

/** The parameters of Finnhub's alternative-data endpoints: one company and a date window. */
export const windowedInput = (defaultDays: number, maxDays: number) => ({
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
export async function windowedRows<TRow extends v.GenericSchema>(
  client: UpstreamClient, path: string, row: TRow, input: Input, window: { defaultDays: number; maxDays: number },
) {
  const { from, to } = dateWindow(input, window.defaultDays, window.maxDays)
  const schema = v.object({ data: v.array(row) })
  const response = await client.json(path, { query: { symbol: input.symbol, from, to }, schema, cacheTtlMs: 6 * 3600_000 })
  const rows = response.data.data as v.InferOutput<TRow>[]
  return { rows, url: response.url }
}

export { finnhub }
