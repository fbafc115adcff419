import { invalidField, requireOne, requireOrder } from '@svc/core'

/** Exactly one of `fields`; returns the one given. */
export function exactlyOne<K extends string>(input: Partial<Record<K, unknown>>, fields: readonly K[]): K {
  const given = fields.filter((field) => input[field] !== undefined)
  if (given.length !== 1) throw invalidField(fields[0]!, `give exactly one of ${fields.join(', ')}`)
  return given[0]!
}

/** `field`, when given, needs every one of `needed` (a lookup's number its congress and type): the 400 names the first missing. */
export function needs<K extends string>(input: Partial<Record<K, unknown>>, field: K, needed: readonly K[], message: string): void {
  if (input[field] === undefined) return
  const missing = needed.find((name) => input[name] === undefined)
  if (missing) throw invalidField(missing, message)
}


/**
 * The check of a search between dates: no filter among `filters`, or dates in the wrong order, can only
 * fail, so the 400 comes before any 402.
 */
export const filtersAndDateOrder = <T extends { from?: string | undefined; to?: string | undefined }>(filters: ReadonlyArray<keyof T & string>) => (input: T) => {
  requireOne(input, filters)
  requireOrder(input, 'from', 'to')
}


/** Loosely typed upstream members, read one at a time (core's kit). */
export { numberMember as num, textMember as str } from '@svc/core'
