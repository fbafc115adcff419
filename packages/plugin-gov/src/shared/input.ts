import { createError, type UpstreamDefinition } from '@svc/core'

/** A 400 naming the field. */
export function invalid(field: string, message: string): never {
  throw createError('INVALID_INPUT', `${field}: ${message}`, { details: { field } })
}

/** At least one of `fields` must be given; the 400 names the first. */
export function requireOne(input: Record<string, unknown>, fields: readonly string[]): void {
  if (fields.every((field) => input[field] === undefined)) invalid(fields[0]!, `give at least one of ${fields.join(', ')}`)
}

/** Exactly one of `fields`; returns the one given. */
export function exactlyOne<K extends string>(input: Partial<Record<K, unknown>>, fields: readonly K[]): K {
  const given = fields.filter((field) => input[field] !== undefined)
  if (given.length !== 1) invalid(fields[0]!, `give exactly one of ${fields.join(', ')}`)
  return given[0]!
}

/** `to` must not be before `from` (ISO dates compare as strings). */
export function dateOrder(from: string | undefined, to: string | undefined, field = 'to'): void {
  if (from && to && from > to) invalid(field, 'must not be before the start date')
}

/** The `source` object of an answer: the provider, the URL called (key removed) and its terms. */
export const sourceOf = (upstream: UpstreamDefinition, url: string) => ({ provider: upstream.name, url, license: upstream.license ?? '' })

/** Loosely typed upstream members, read one at a time. */
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)
export const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}
