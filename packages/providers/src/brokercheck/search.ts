import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const text = v.nullish(v.string(), null)
const count = v.nullish(v.union([v.number(), v.string()]), null)
const employment = v.object({ firm_id: v.nullish(v.union([v.string(), v.number()]), null), firm_name: text, branch_city: text, branch_state: text })

/** `GET /search/individual?query=`: `{hits: {total, hits: [{_source: {ind_source_id, ind_firstname, ..., ind_current_employments}}]}}`. */
const individuals = v.object({
  hits: v.object({
    total: v.nullish(v.number(), null),
    hits: v.optional(v.array(v.object({ _source: v.object({
      ind_source_id: v.union([v.string(), v.number()]), ind_firstname: text, ind_middlename: text, ind_lastname: text, ind_namesuffix: text, ind_other_names: v.nullish(v.array(v.string()), null),
      ind_bc_scope: text, ind_ia_scope: text, ind_bc_disclosure_fl: text, ind_approved_finra_registration_count: count, ind_employments_count: count, ind_industry_cal_date: text,
      ind_current_employments: v.nullish(v.array(employment), null),
    }) })), []),
  }),
})

/** `GET /search/firm?query=`: `{hits: {total, hits: [{_source: {firm_source_id, firm_name, firm_scope, ...}}]}}`; the address is a JSON string. */
const firms = v.object({
  hits: v.object({
    total: v.nullish(v.number(), null),
    hits: v.optional(v.array(v.object({ _source: v.object({
      firm_source_id: v.union([v.string(), v.number()]), firm_name: v.string(), firm_other_names: v.nullish(v.array(v.string()), null), firm_scope: text, firm_ia_scope: text,
      firm_bd_sec_number: text, firm_bd_full_sec_number: text, firm_disclosure_fl: text, firm_branches_count: count, firm_address_details: text,
    }) })), []),
  }),
})

const flag = (value: string | null) => (value === 'Y' ? true : value === 'N' ? false : null)
const scope = (value: string | null) => (value ? value.toLowerCase() : null)
const num = (value: number | string | null) => (value === null || value === '' ? null : Number(value))
const day = (value: string | null) => (value ? value.slice(0, 10) : null)

export async function searchIndividuals(client: UpstreamClient, query: string, limit: number) {
  const response = await client.json('/search/individual', { query: { query, hl: 'false', nrows: limit, start: 0, r: 25, sort: 'score+desc', wt: 'json' }, schema: individuals })
  const items = response.data.hits.hits.map(({ _source: row }) => ({
    kind: 'individual' as const,
    crd: String(row.ind_source_id),
    name: [row.ind_firstname, row.ind_middlename, row.ind_lastname, row.ind_namesuffix].filter(Boolean).join(' '),
    otherNames: row.ind_other_names ?? [],
    brokerStatus: scope(row.ind_bc_scope),
    investmentAdviserStatus: scope(row.ind_ia_scope),
    hasDisclosures: flag(row.ind_bc_disclosure_fl),
    finraRegistrations: num(row.ind_approved_finra_registration_count),
    employments: num(row.ind_employments_count),
    inIndustrySince: day(row.ind_industry_cal_date),
    currentEmployers: (row.ind_current_employments ?? []).map((job) => ({ firmCrd: job.firm_id === null ? null : String(job.firm_id), firm: job.firm_name, city: job.branch_city, state: job.branch_state })),
    url: `https://brokercheck.finra.org/individual/summary/${row.ind_source_id}`,
  }))
  return { items, total: response.data.hits.total, url: response.url }
}

export async function searchFirms(client: UpstreamClient, query: string, limit: number) {
  const response = await client.json('/search/firm', { query: { query, hl: 'false', nrows: limit, start: 0, r: 25, sort: 'score+desc', wt: 'json' }, schema: firms })
  const items = response.data.hits.hits.map(({ _source: row }) => {
    let address: { city: string | null; state: string | null } = { city: null, state: null }
    try {
      const parsed = JSON.parse(row.firm_address_details ?? 'null') as { officeAddress?: { city?: string; state?: string } } | null
      address = { city: parsed?.officeAddress?.city ?? null, state: parsed?.officeAddress?.state ?? null }
    } catch {
      // Not JSON: no address.
    }
    return {
      kind: 'firm' as const,
      crd: String(row.firm_source_id),
      name: row.firm_name,
      otherNames: row.firm_other_names ?? [],
      brokerStatus: scope(row.firm_scope),
      investmentAdviserStatus: scope(row.firm_ia_scope),
      hasDisclosures: flag(row.firm_disclosure_fl),
      secNumber: row.firm_bd_full_sec_number ?? row.firm_bd_sec_number,
      branches: num(row.firm_branches_count),
      ...address,
      url: `https://brokercheck.finra.org/firm/summary/${row.firm_source_id}`,
    }
  })
  return { items, total: response.data.hits.total, url: response.url }
}
