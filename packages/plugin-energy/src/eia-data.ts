import * as v from 'valibot'

/**
 * What every EIA v2 `/data/` route answers: `response.total` (the matching rows, a string since v2.1.6) and
 * `response.data[]` rows of facet columns and data columns, each data column with a `<name>-units` or `units` sibling.
 */
export const eiaDataAnswer = <T extends v.ObjectEntries>(row: T) =>
  v.object({ response: v.object({ total: v.optional(v.union([v.number(), v.string()])), data: v.array(v.object(row)) }) })

/** A data value: EIA sends strings since v2.1.6 (numbers before), null or an empty string when there is none. */
export const eiaValue = v.optional(v.nullable(v.union([v.number(), v.string()])), null)

export function eiaNumber(value: number | string | null): number | null {
  if (value === null || value === '') return null
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

/** The query of a `/data/` call: the newest `length` rows first. */
export function eiaQuery(frequency: string, columns: string[], facets: Record<string, string>, length: number): Record<string, string | number> {
  const query: Record<string, string | number> = { frequency, 'sort[0][column]': 'period', 'sort[0][direction]': 'desc', offset: 0, length }
  columns.forEach((column, index) => {
    query[`data[${index}]`] = column
  })
  for (const [facet, value] of Object.entries(facets)) query[`facets[${facet}][]`] = value
  return query
}
