import { invalidField, requireOrder, rowLimit } from '@svc/core'
import * as v from 'valibot'

/** A ticker as Finnhub writes it: AAPL, BRK.B, RDS-A, 7203.T, BMW.DE. */
export const symbol = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9][A-Z0-9.:-]{0,19}$/, 'must be a ticker of 1-20 characters: letters, digits, dot, colon or hyphen'),
  v.description('Ticker symbol, e.g. AAPL'),
)


export const limit = rowLimit

const DAY_MS = 86_400_000
const day = (time: number) => new Date(time).toISOString().slice(0, 10)

/** `from`/`to` with defaults counted back from today; `to` before `from` or a window over `maxDays` names the field. */
export function dateWindow(input: { from?: string | undefined; to?: string | undefined }, defaultDays: number, maxDays: number) {
  const to = input.to ?? day(Date.now())
  const from = input.from ?? day(Date.parse(to) - defaultDays * DAY_MS)
  requireOrder(input, 'from', 'to', { from, to })
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > maxDays) throw invalidField('from', `the window must be at most ${maxDays} days`)
  return { from, to }
}

/** Finnhub writes dates as "2023-09-30 00:00:00" or "2023-09-30"; answers use YYYY-MM-DD (null when empty). */
export const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)
