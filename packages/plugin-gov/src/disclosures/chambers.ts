import { isApiError, type Section } from '@svc/core'

export type Chamber = 'house' | 'senate'

/**
 * The chambers a call asked, each answered or failed. A chamber that failed leaves the others' answer, which says it is
 * partial (`failed`, for `meta.chambersFailed`). The call fails, and is not charged, when every chamber asked failed,
 * or when one was refused for a rate limit (a retry soon gets the whole answer): the first such failure is thrown.
 */
export function chamberParts<T>(parts: ReadonlyArray<readonly [Chamber, Section<T>]>): { answered: T[]; failed: Array<{ chamber: Chamber; error: string }> } {
  const limited = parts.find(([, part]) => part.status === 'error' && isApiError(part.error) && part.error.code === 'UPSTREAM_RATE_LIMIT')
  const thrown = limited ?? (parts.every(([, part]) => part.status === 'error') ? parts[0] : undefined)
  if (thrown) throw (thrown[1] as { error?: unknown }).error
  return {
    answered: parts.flatMap(([, part]) => (part.status === 'error' ? [] : [part.data])),
    failed: parts.flatMap(([chamber, part]) => (part.status === 'error' ? [{ chamber, error: part.message }] : [])),
  }
}
