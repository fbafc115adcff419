import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { exactlyOne } from '../shared/input.ts'
import { integer } from '../shared/params.ts'

/** A HUD area: a county (5-digit FIPS, sent as HUD's 10-digit entity id) or a metro area code. */
export const areaParams = {
  countyFips: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit county FIPS code such as 06037'), v.description('County FIPS code'))),
  metroCode: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^METRO\d{5}M\d{5}$/, 'must be a HUD metro code such as METRO47900M47900'), v.description('HUD metro area code'))),
  year: integer(2017, 2100, 'Fiscal year (default: the current one)'),
}

export function entityId(input: { countyFips?: string | undefined; metroCode?: string | undefined }): string {
  return exactlyOne(input, ['countyFips', 'metroCode']) === 'countyFips' ? `${input.countyFips}99999` : input.metroCode!
}

/** `GET /hudapi/public/{dataset}/data/{entityid}`: `{data: {...}}`; an unknown area is 400/404 with an error member. */
export async function hudData<S extends v.GenericSchema>(client: UpstreamClient, dataset: 'fmr' | 'il', id: string, year: number | undefined, schema: S) {
  const response = await client.json(`/hudapi/public/${dataset}/data/${id}`, { query: { year }, schema: v.object({ data: schema }), acceptStatus: [400, 404]})
  if (response.status !== 200) throw createError('NOT_FOUND', `HUD has no ${dataset === 'fmr' ? 'Fair Market Rents' : 'Income Limits'} for ${id}${year ? ` in ${year}` : ''}`)
  return { data: (response.data as { data: v.InferOutput<S> }).data, url: response.url }
}

export const hudText = v.nullish(v.union([v.string(), v.number()]), null)

/** The members that name the area, the same in both datasets. */
export function areaSummary(id: string, area: { area_name: unknown; county_name: unknown; metro_name: unknown; metro_status: unknown }) {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null)
  return { entityId: id, areaName: text(area.area_name), countyName: text(area.county_name), metroName: text(area.metro_name), metro: text(area.metro_status) === '1' }
}
