import { defineOperation, listAnswer, type OperationDefinition, type OperationSource, localSource } from '@svc/core'
import * as v from 'valibot'
import type { Row } from './row.ts'

/** Provenance of every answer: nothing is fetched, the check digits are computed on the host. */
export const SOURCE = localSource(
  'svc (local check-digit verification, no upstream)',
  'https://www.iso.org/standards.html',
  'n/a (computed locally)',
)

/** What every operation reads (the README's sources table): nothing, the check digits are computed on the host. */
export const ON_HOST: OperationSource = { about: 'none (local check digits)' }

/** `value` (string 1-64, req): the identifier as the caller has it; spaces, hyphens, dots and case do not matter. */
export const valueParam = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(64, 'must be at most 64 characters'),
)

/** Input of every single-value GET operation. */
export const valueInput = v.object({ value: valueParam })

/** The normalized answer: one row per checked value, `total` = number of rows. */
export function answer<T extends Row>(items: T[]) {
  return listAnswer(items, SOURCE)
}

/** A GET operation that checks one value (`?value=`) and answers its one row, as `batch` answers a row per value. */
export function valueOperation(operation: Pick<OperationDefinition<typeof valueInput>, 'name' | 'description' | 'keywords' | 'example'> & { check: (value: string) => Row }) {
  const { check, ...described } = operation
  return defineOperation({ ...described, method: 'GET', input: valueInput, sources: [ON_HOST], handler: ({ input }) => answer([check(input.value)]) })
}
