/** Loosely typed upstream members (JSON whose numbers sometimes come as strings), read one at a time. */

/** A string member as text, a number member as its text; anything else null. */
export const textMember = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)

/** A finite number, or a string holding one; anything else (blank, NaN, Infinity, other types) null. */
export function numberMember(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}
