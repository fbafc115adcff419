import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** A DKAN datastore answer (data.cms.gov Provider Data Catalog, Open Payments): `{results, count}`. */
const answer = v.object({ results: v.array(v.record(v.string(), v.unknown())), count: v.optional(v.number()) })

export interface DkanCondition { property: string; value: string; operator?: '=' | 'contains' | 'starts with' | '>=' | '<=' }
export interface DkanQuery { conditions: DkanCondition[]; sort?: { property: string; order: 'asc' | 'desc' }; limit: number; offset?: number }

/**
 * `GET {path}?conditions[i][property]=...&sorts[0][property]=...&limit=&offset=&count=true`: DKAN's query string form. Cached as
 * the calling operation's source for `path` says (`datasetSource`, `paymentsSource`: a day).
 */
export async function dkanQuery(client: UpstreamClient, path: string, query: DkanQuery) {
  const params: Record<string, string | number> = { limit: query.limit, offset: query.offset ?? 0, count: 'true', results: 'true', schema: 'false', keys: 'true' }
  query.conditions.forEach((condition, index) => {
    params[`conditions[${index}][property]`] = condition.property
    params[`conditions[${index}][value]`] = condition.value
    params[`conditions[${index}][operator]`] = condition.operator ?? '='
  })
  if (query.sort) {
    params['sorts[0][property]'] = query.sort.property
    params['sorts[0][order]'] = query.sort.order
  }
  const response = await client.json(path, { query: params, schema: answer })
  return { rows: response.data.results, total: response.data.count ?? null, url: response.url }
}

/** A string cell, or null ("Not Available" and empty cells are no value). */
export const cell = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.trim() !== 'Not Available' ? value.trim() : typeof value === 'number' ? String(value) : null)
/** A numeric cell, or null. */
export const num = (value: unknown): number | null => {
  const text = cell(value)?.replace(/[$,]/g, '')
  return text !== undefined && text !== null && text !== '' && Number.isFinite(Number(text)) ? Number(text) : null
}
/** MM/DD/YYYY or YYYY-MM-DD as YYYY-MM-DD. */
export const day = (value: unknown): string | null => {
  const text = cell(value) ?? ''
  const us = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text)
  if (us) return `${us[3]}-${us[1]}-${us[2]}`
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null
}
