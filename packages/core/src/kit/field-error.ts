import { createError, type ApiError } from '../errors.ts'

/**
 * The 400 for one bad field: `INVALID_INPUT`, the message prefixed by the field's name,
 * and `field` / `issues` in the body so callers (and tests) read the field, not the text.
 * `extra` adds members to the body (a machine-readable `reason`, the allowed values...).
 */
export function invalidField(field: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  const text = message.startsWith(`${field}:`) ? message.slice(field.length + 1).trim() : message
  return createError('INVALID_INPUT', `${field}: ${text}`, { details: { field, issues: [{ field, message: text }], ...extra } })
}

/**
 * Throws the 400 naming the first of `fields` unless at least one of them has a value
 * (not undefined, null or an empty string) in `input`.
 */
export function requireOne<T extends object>(input: T, fields: ReadonlyArray<keyof T & string>, message?: string): void {
  for (const field of fields) {
    const value = input[field]
    if (value !== undefined && value !== null && value !== '') return
  }
  throw invalidField(fields[0]!, message ?? `give at least one of ${listWords(fields)}`)
}

/**
 * Throws the 400 naming `last` when both ends of a range are given and `last` comes before `first`
 * (ISO dates compare as they sort, numbers as numbers): `to` before `from` can only fail.
 */
export function requireOrder<K extends string>(input: Partial<Record<K, string | number | null | undefined>>, first: K, last: K): void {
  const start = input[first]
  const end = input[last]
  if (start !== undefined && start !== null && end !== undefined && end !== null && end < start) throw invalidField(last, `must not be before ${first} (${start})`)
}

/** Throws the 400 naming the second field when two fields that exclude each other are both given. */
export function forbidTogether<T extends object>(input: T, first: keyof T & string, second: keyof T & string): void {
  if (input[first] !== undefined && input[second] !== undefined) throw invalidField(second, `cannot be combined with ${first}`)
}

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}
