import { requireOrder } from '@svc/core'

const DAY = 86_400_000

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * `from`/`to` with defaults relative to today, checked for order (the spec bounds neither the window
 * nor Finnhub its length): `to` defaults to `toDays` from today whatever `from` is, or `toDays` after
 * a `from` later than that.
 */
export function dateWindow(input: { from?: string | undefined; to?: string | undefined }, defaults: { fromDays: number; toDays: number }, now = Date.now()) {
  const from = input.from ?? day(now + defaults.fromDays * DAY)
  const fromToday = day(now + defaults.toDays * DAY)
  const to = input.to ?? (fromToday >= from ? fromToday : day(Date.parse(`${from}T00:00:00Z`) + defaults.toDays * DAY))
  requireOrder(input, 'from', 'to', { from, to })
  return { from, to }
}
