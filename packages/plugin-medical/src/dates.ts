import { requireOrder } from '@svc/core'

/** `from` after `to` can only fail: refused before payment. */
export function orderedDates(input: { from?: string | undefined; to?: string | undefined }): void {
  requireOrder(input, 'from', 'to')
}
