import { invalidField, rowLimit } from '@svc/core'


export const limit = rowLimit

/** Fiscal Data filters for a record_date window (`record_date:gte:2024-01-01`). */
export function dateFilters(input: { from?: string | undefined; to?: string | undefined }, field = 'record_date'): string[] {
  if (input.from && input.to && input.to < input.from) throw invalidField('to', `must not be before from (${input.from})`)
  return [...(input.from ? [`${field}:gte:${input.from}`] : []), ...(input.to ? [`${field}:lte:${input.to}`] : [])]
}
