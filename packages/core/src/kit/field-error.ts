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
  if (fields.some((field) => hasValue(input[field]))) return
  throw invalidField(fields[0]!, message ?? `give at least one of ${listWords(fields)}`)
}

/**
 * Throws the 400 unless exactly one of `fields` has a value (as `requireOne` reads one): two ways to ask the same
 * thing, a code or words, a name or an NDC. `what` says them in words ("a name or an ndc"): "give a name or an ndc"
 * when none is given, "give a name or an ndc, not both" when more are. The 400 names the first of `fields`, or
 * `named.both` for the second refusal (the field a caller should drop).
 */
export function requireExactlyOne<T extends object>(input: T, fields: ReadonlyArray<keyof T & string>, what: string, named: { both?: keyof T & string } = {}): void {
  const given = fields.filter((field) => hasValue(input[field])).length
  if (given === 0) throw invalidField(fields[0]!, `give ${what}`)
  if (given > 1) throw invalidField(named.both ?? fields[0]!, `give ${what}, not both`)
}

/**
 * Throws the 400 naming `last` when both ends of a range are known and `last` comes before `first`
 * (ISO dates compare as they sort, numbers as numbers): `to` before `from` can only fail.
 * `defaults` holds the value an operation uses for an end the caller left out (today, a window
 * worked out from the other end), so a computed end is checked too. The refusal then names the
 * end the caller gave and says the other one is the default, never blaming a field nobody sent.
 */
export function requireOrder<K extends string, V extends string | number>(input: Partial<Record<K, V | null | undefined>>, first: K, last: K, defaults: Partial<Record<K, V>> = {}): void {
  const start = given(input[first])
  const end = given(input[last])
  const from = start ?? defaults[first]
  const to = end ?? defaults[last]
  if (from === undefined || to === undefined || !(to < from)) return
  if (end === undefined && start !== undefined) throw invalidField(first, `must not be after ${last} (${to}, its default)`)
  throw invalidField(last, `must not be before ${first} (${from}${start === undefined ? ', its default' : ''})`)
}

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== ''

const given = <V>(value: V | null | undefined): V | undefined => (value === null ? undefined : value)

/** Throws the 400 naming the second field when two fields that exclude each other are both given. */
export function forbidTogether<T extends object>(input: T, first: keyof T & string, second: keyof T & string): void {
  if (input[first] !== undefined && input[second] !== undefined) throw invalidField(second, `cannot be combined with ${first}`)
}

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}
