import { createError, invalidField, type OperationSource, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { secWww } from './upstreams.ts'

/** The ticker file `loadCompanies` reads (a ticker's CIK), as the operations that read it declare it. */
export const companyTickersSource: OperationSource = { upstream: secWww, path: '/files/company_tickers_exchange.json' }

/** `company_tickers_exchange.json`: one row per listed security, `[cik, name, ticker, exchange]`. */
const tickerFile = v.object({
  fields: v.array(v.string()),
  data: v.array(v.tuple([v.number(), v.string(), v.string(), v.nullable(v.string())])),
})

export interface ListedCompany {
  cik: string
  name: string
  ticker: string
  exchange: string | null
}

export interface CompanyIndex {
  byTicker: Map<string, ListedCompany>
  byCik: Map<string, ListedCompany[]>
  all: ListedCompany[]
  url: string
}

const built = new WeakMap<object, { data: unknown; index: CompanyIndex }>()

export const padCik = (cik: string | number) => String(cik).replace(/^0+/, '').padStart(10, '0')

/** The SEC's ticker file as lookup tables (fetched once a day, indexed once per download). */
export async function loadCompanies(client: UpstreamClient, headers: Record<string, string>): Promise<CompanyIndex> {
  const response = await client.json('/files/company_tickers_exchange.json', { schema: tickerFile, headers })
  const cached = built.get(client)
  if (cached && cached.data === response.data) return cached.index
  const all = response.data.data.map(([cik, name, ticker, exchange]) => ({ cik: padCik(cik), name, ticker: ticker.toUpperCase(), exchange }))
  const byTicker = new Map(all.map((company) => [company.ticker, company]))
  const byCik = new Map<string, ListedCompany[]>()
  for (const company of all) byCik.set(company.cik, [...(byCik.get(company.cik) ?? []), company])
  const index = { byTicker, byCik, all, url: response.url }
  built.set(client, { data: response.data, index })
  return index
}

/** The 10-digit CIK of `cik` or `ticker` (exactly one given). */
/** Refuses a call that names no company, or one in two ways at once: the operations' check before payment. */
export function oneCompany(input: { cik?: string | undefined; ticker?: string | undefined }): void {
  if (Boolean(input.cik) === Boolean(input.ticker)) throw invalidField('cik', 'give exactly one of cik or ticker')
}

export async function resolveCik(client: UpstreamClient, headers: Record<string, string>, input: { cik?: string | undefined; ticker?: string | undefined }): Promise<string> {
  oneCompany(input)
  if (input.cik) return padCik(input.cik)
  const company = (await loadCompanies(client, headers)).byTicker.get(input.ticker!.toUpperCase())
  if (!company) throw createError('NOT_FOUND', `The SEC lists no company with ticker ${input.ticker!.toUpperCase()}`)
  return company.cik
}
