import { invalidField, requireOrder, rowOffset } from '@svc/core'
import * as v from 'valibot'

/** A CVE id, any case: CVE-2021-44228. */
export const cveId = (description = 'CVE id, e.g. CVE-2021-44228') =>
  v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^CVE-\d{4}-\d{4,7}$/, 'must be a CVE id such as CVE-2021-44228'), v.description(description))


/** A page offset into an upstream's results. */
export const offset = rowOffset(100_000, 'Rows to skip (paging, default 0)')

const DAY_MS = 86_400_000

/**
 * A date window given as `from`/`to` (YYYY-MM-DD): both or neither, `to` not before `from`, at most
 * `maxDays` long (NVD refuses ranges over 120 days). Runs in `check`, before payment.
 */
export function checkWindow(input: { from?: string | undefined; to?: string | undefined }, maxDays: number) {
  if (input.from === undefined && input.to === undefined) return
  if (input.from === undefined) throw invalidField('from', 'give from with to')
  const to = input.to ?? new Date().toISOString().slice(0, 10)
  requireOrder(input, 'from', 'to', { to })
  // Named on the end the caller gave: without `to`, the window runs to today, so `from` is too early.
  if ((Date.parse(to) - Date.parse(input.from)) / DAY_MS > maxDays) {
    throw input.to === undefined ? invalidField('from', `the window to today (${to}, the default of to) must be at most ${maxDays} days`) : invalidField('to', `the window from ${input.from} must be at most ${maxDays} days`)
  }
}

/** The window's bounds as NVD's extended ISO-8601 timestamps (UTC day start and end). */
export function nvdWindow(from: string, to: string | undefined) {
  return { start: `${from}T00:00:00.000`, end: `${to ?? new Date().toISOString().slice(0, 10)}T23:59:59.999` }
}

/** `2021-12-10T10:15:09.143` -> `2021-12-10`; null stays null. */
export const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)
