import { closedFilter } from '../params.ts'

interface Listing {
  status: 'open' | 'closed' | 'all'
  ascending: boolean
  limit: number
  offset: number
  endAfter?: string | undefined
  endBefore?: string | undefined
}

/** The page of a Gamma list (/events, /markets): its size, start, order and open/closed filter. */
export function gammaPage(query: Listing, order: string) {
  return {
    limit: query.limit,
    offset: query.offset,
    order,
    ascending: query.ascending,
    closed: closedFilter(query.status),
    active: query.status === 'open' ? true : undefined,
  }
}

/** Gamma's end-date window for the caller's days: from the first day's start to the last day's end (UTC). */
export function endDateWindow(query: Pick<Listing, 'endAfter' | 'endBefore'>) {
  return {
    end_date_min: query.endAfter ? `${query.endAfter}T00:00:00Z` : undefined,
    end_date_max: query.endBefore ? `${query.endBefore}T23:59:59Z` : undefined,
  }
}
