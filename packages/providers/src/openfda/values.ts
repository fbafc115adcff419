import { usDate } from '@svc/core'

/** Reading openFDA records: its dates and loosely typed members. */

/** `20240131` as `2024-01-31`. */
export const isoDay = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value : ''
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : text || null
}
/** openFDA records are read member by member, each member defaulted: their lists come back loosely typed. */
export const list = (value: unknown): any[] => (Array.isArray(value) ? value : [])
export const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] ?? null : value ?? null)

/** A string member, or null. */
export const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** openFDA dates come as yyyymmdd, yyyy-mm-dd or (drug shortages) mm/dd/yyyy; answers use YYYY-MM-DD. */
export function anyDay(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text.includes('/')) return usDate(text)
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text)
  if (iso) return iso[1]!
  return /^\d{8}$/.test(text) ? isoDay(text) : null
}

/** A list of strings from a member that may be a list, a string or absent. */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value : value == null ? [] : [value]).filter((item): item is string => typeof item === 'string')
/** openFDA's "Y"/"N" (or true/false) flags. */
export const flag = (value: unknown): boolean | null => (value === 'Y' || value === true || value === 'true' ? true : value === 'N' || value === false || value === 'false' ? false : null)
