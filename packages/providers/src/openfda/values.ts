import { usDate } from '@svc/core'

/** Reading openFDA records: its dates (members are read with the package's shared readers, ../_members.ts). */
export { first, flag, list, str, strings } from '../_members.ts'

/** `20240131` as `2024-01-31`. */
export const isoDay = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value : ''
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : text || null
}

/** openFDA dates come as yyyymmdd, yyyy-mm-dd or (drug shortages) mm/dd/yyyy; answers use YYYY-MM-DD. */
export function anyDay(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text.includes('/')) return usDate(text)
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text)
  if (iso) return iso[1]!
  return /^\d{8}$/.test(text) ? isoDay(text) : null
}
