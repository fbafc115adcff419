import { requireOrder } from '@svc/core'

/** Unix seconds at the start of `from` and the end of `to` (UTC); `to` before `from` is a 400 naming `to`. */
export function dateRange(from: string | undefined, to: string | undefined): { start?: number; end?: number } {
  requireOrder({ from, to }, 'from', 'to')
  const start = from ? Date.parse(`${from}T00:00:00Z`) / 1000 : undefined
  const end = to ? Date.parse(`${to}T00:00:00Z`) / 1000 + 86_400 : undefined
  return { start, end }
}
