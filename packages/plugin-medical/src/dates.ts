import { invalidField } from '@svc/core'

/** `from` after `to` can only fail: refused before payment. */
export function orderedDates(input: { from?: string | undefined; to?: string | undefined }): void {
  if (input.from && input.to && input.from > input.to) throw invalidField('to', 'must not be before from')
}
