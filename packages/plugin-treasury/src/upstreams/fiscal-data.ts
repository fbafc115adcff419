import { defineUpstream, type UpstreamClient, usGovernmentWork } from '@svc/core'
import * as v from 'valibot'

/**
 * The U.S. Treasury's Fiscal Data API (Bureau of the Fiscal Service): open, no key, no published rate limit;
 * `page[size]` at most 10,000 rows. Its data are U.S. government works, free to reuse.
 */
export const fiscalData = defineUpstream({
  id: 'fiscal-data',
  name: 'U.S. Treasury Fiscal Data',
  baseUrl: 'https://api.fiscaldata.treasury.gov',
  docsUrl: 'https://fiscaldata.treasury.gov/api-documentation/',
  ...usGovernmentWork({ data: 'Treasury fiscal data', url: 'https://fiscaldata.treasury.gov/api-documentation/', note: 'open API without registration' }),
  timeoutMs: 20_000,
})

/** Fiscal Data writes every value as a string, and "null" for none. */
export const amount = v.pipe(v.nullish(v.string(), 'null'), v.transform((value) => (value === 'null' || value === '' ? null : Number(value))))
export const text = v.pipe(v.nullish(v.string(), 'null'), v.transform((value) => (value === 'null' ? null : value)))

export interface FiscalQuery {
  filter?: string[]
  sort: string
  size: number
  fields?: string[]
}

/** One page of a dataset (`{data, meta: {total-count}}`), with Fiscal Data's `filter`, `sort` and `page[size]` parameters. */
export async function fiscalRows<TRow extends v.GenericSchema>(client: UpstreamClient, path: string, row: TRow, query: FiscalQuery) {
  const schema = v.object({ data: v.array(row), meta: v.optional(v.object({ 'total-count': v.optional(v.number()) })) })
  const response = await client.json(path, {
    query: {
      ...(query.fields ? { fields: query.fields.join(',') } : {}),
      ...(query.filter?.length ? { filter: query.filter.join(',') } : {}),
      sort: query.sort,
      'page[size]': query.size,
    },
    schema,
  })
  return { rows: response.data.data as v.InferOutput<TRow>[], total: response.data.meta?.['total-count'] ?? null, url: response.url }
}
