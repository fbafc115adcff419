import { defineUpstream, type OperationSource, type UpstreamClient, usGovernmentWork } from '@svc/core'
import * as v from 'valibot'

/**
 * data.cms.gov data API (CMS); no key. Each data set version has its own identifier, so the data sets read are settings
 * (`settings.medical.*Dataset`, `settings.health.*Dataset`). Also exported as `@svc/providers/data-cms` for the health group.
 */
export const dataCms = defineUpstream({
  id: 'data-cms',
  name: 'data.cms.gov (Centers for Medicare & Medicaid Services)',
  baseUrl: 'https://data.cms.gov',
  docsUrl: 'https://data.cms.gov/api-docs',
  ...usGovernmentWork({ data: 'CMS data', agency: 'CMS' }),
  timeoutMs: 20_000,
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A data set identifier from a setting, or null when it is unset or not an identifier. */
export const datasetId = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value.trim()) ? value.trim() : null)

/** What `cmsRows` reads, for the `sources` of the operations that call it: its answers are kept a day. */
export const cmsRowsSource: OperationSource = { upstream: dataCms, path: '/data-api/v1/dataset/{dataset}/data', cacheTtl: '1d' }

/** `GET /data-api/v1/dataset/{id}/data?filter[COLUMN]=value&size=&offset=`: a JSON array of rows keyed by column name. */
export async function cmsRows(client: UpstreamClient, dataset: string, query: { filters?: Record<string, string | undefined>; keyword?: string; size: number; offset?: number }) {
  const filters = Object.fromEntries(Object.entries(query.filters ?? {}).filter(([, value]) => value !== undefined).map(([column, value]) => [`filter[${column}]`, value]))
  const response = await client.json(`/data-api/v1/dataset/${dataset}/data`, {
    query: { ...filters, keyword: query.keyword, size: query.size, offset: query.offset ?? 0 },
    schema: v.array(v.record(v.string(), v.unknown())),
  })
  return { rows: response.data, url: response.url }
}
