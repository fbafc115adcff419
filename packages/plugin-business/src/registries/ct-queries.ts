import type { OperationSource, UpstreamClient } from '@svc/core'
import { ctOpenData } from '@svc/providers/socrata'
import { literal, socrataRows, textRow } from './soql.ts'
import { toAgent, toFiling, toOfficer, toProfile } from './ct-records.ts'

/** The Connecticut Business Registry's datasets on data.ct.gov. */
export const CT_DATASETS = {
  master: '/resource/n7gp-d28j.json',
  principals: '/resource/ka36-64k6.json',
  agents: '/resource/qh2m-n44y.json',
  filings: '/resource/ah3s-bes7.json',
} as const

export type CtIdentifier = { mode: 'entityId' | 'accountNumber' | 'name'; value: string }
/** What the Connecticut queries read, for the operations that call them: the registry republishes nightly, kept 6 h. */
export const ctSources: OperationSource[] = Object.values(CT_DATASETS).map((path) => ({ upstream: ctOpenData, path, cacheTtl: '6h' }))
const OFFICERS_MAX = 100

/** Every user value reaches SoQL as a quoted literal (see `literal`). */
const masterWhere = ({ mode, value }: CtIdentifier) => (mode === 'entityId'
  ? `id = ${literal(value)}`
  : mode === 'accountNumber' ? `accountnumber = ${literal(value)}` : `upper(name) like ${literal(`%${value.toUpperCase()}%`)}`)

async function rows(client: UpstreamClient, path: string, query: Record<string, string | number>) {
  const response = await client.json(path, { query, schema: socrataRows })
  return { rows: response.data.map(textRow), url: response.url }
}

/** The business by id or account number, or the most recently registered one whose name contains `value`. */
export async function findBusiness(client: UpstreamClient, id: CtIdentifier) {
  const found = await rows(client, CT_DATASETS.master, { $where: masterWhere(id), $order: 'date_registration DESC,id', $limit: 1 })
  return { profile: found.rows[0] ? toProfile(found.rows[0]) : null, url: found.url }
}

export async function officersOf(client: UpstreamClient, entityId: string) {
  const found = await rows(client, CT_DATASETS.principals, { $where: `business_id = ${literal(entityId)}`, $order: 'name__c', $limit: OFFICERS_MAX })
  return found.rows.map(toOfficer)
}

export async function agentOf(client: UpstreamClient, entityId: string) {
  const found = await rows(client, CT_DATASETS.agents, { $where: `business_key = ${literal(entityId)}`, $limit: 1 })
  return found.rows[0] ? toAgent(found.rows[0]) : null
}

export async function filingsOf(client: UpstreamClient, entityId: string, limit: number) {
  const found = await rows(client, CT_DATASETS.filings, { $where: `account = ${literal(entityId)}`, $order: 'filing_date DESC,name DESC', $limit: limit })
  return found.rows.map(toFiling)
}
