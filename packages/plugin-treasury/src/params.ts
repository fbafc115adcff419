import { rowLimit, requireOrder } from '@svc/core'


export const limit = rowLimit

/** Fiscal Data filters for a record_date window (`record_date:gte:2024-01-01`). */
export function dateFilters(input: { from?: string | undefined; to?: string | undefined }, field = 'record_date'): string[] {
  requireOrder(input, 'from', 'to')
  return [...(input.from ? [`${field}:gte:${input.from}`] : []), ...(input.to ? [`${field}:lte:${input.to}`] : [])]
}
