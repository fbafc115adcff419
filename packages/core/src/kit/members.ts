/** Loosely typed upstream members (JSON whose numbers sometimes come as strings), read one at a time. */

/** A string member as text, a number member as its text; anything else null. */
export const textMember = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)

/** A finite number, or a string holding one; anything else (blank, NaN, Infinity, other types) null. */
export function numberMember(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** A string member trimmed, a number member as its text; blank, or anything else, null (providers send `''` or `'  '` for none). */
export function trimmedMember(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  return text === '' ? null : text
}

/** The calendar day `YYYY-MM-DD` a date or timestamp member starts with (`2019-10-01T00:00:00.000` reads `2019-10-01`); anything else null. */
export const dayMember = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)
