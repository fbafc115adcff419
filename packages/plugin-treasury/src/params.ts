import { rowLimit } from '@svc/core'

export const limit = rowLimit

/** Fiscal Data filters for a record_date window (`record_date:gte:2024-01-01`); the operation's check has put it in order. */
export function dateFilters(input: { from?: string | undefined; to?: string | undefined }, field = 'record_date'): string[] {
  return [...(input.from ? [`${field}:gte:${input.from}`] : []), ...(input.to ? [`${field}:lte:${input.to}`] : [])]
}
