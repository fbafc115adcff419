/** A SoQL string literal: single quotes doubled. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

/** `upper(field) like '…'` with the caller's text upper-cased; `%` and `_` of the text are dropped (no caller wildcards). */
export const like = (field: string, before: string, text: string, after: string) => `upper(${field}) like ${literal(`${before}${text.toUpperCase().replace(/[%_]/g, '')}${after}`)}`

/** Any of the words in the field (upper-cased), for a registry holding many professions. */
export const anyWord = (fields: string[], words: string[]) => `(${fields.flatMap((field) => words.map((word) => like(field, '%', word, '%'))).join(' OR ')})`

/** "2024-05-31T00:00:00.000", "05/31/2024" or "05312024" -> "2024-05-31"; anything else null. */
export function isoDay(value: string | null): string | null {
  if (!value) return null
  const iso = value.match(/^(\d{4}-\d{2}-\d{2})/)
  if (iso) return iso[1]!
  const us = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/) ?? value.match(/^(\d{2})(\d{2})(\d{4})$/)
  return us ? `${us[3]}-${us[1]}-${us[2]}` : null
}
