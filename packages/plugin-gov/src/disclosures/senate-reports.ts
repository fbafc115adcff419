import { createError, type OperationSource, type UpstreamClient, usDate } from '@svc/core'
import * as v from 'valibot'
import { senateEfd } from '../upstreams/senate-efd.ts'
import { EFD_PAGE_MAX_BYTES, efdSession, isAgreementPage } from './efd-session.ts'
import { amountRange, isoDay, ownerOf, tickerOf, transactionType, type ReportedTrade } from './trades.ts'

/** eFD's search, as the operations that call it declare it: not cached by the client (answers of one session), each search kept 15 min in the process. */
export const efdSearchSource: OperationSource = { upstream: senateEfd, path: '/search/report/data/', method: 'POST', about: 'Senate eFD `POST /search/report/data/` (PTRs, one page of 100, newest first; each search kept 15 min in the process)' }

/** One report the eFD search lists. */
export interface SenateFiling {
  docId: string
  memberName: string
  firstName: string
  lastName: string
  filingDate: string | null
  /** The report page on eFD (electronic) or its scanned pages (paper). */
  docUrl: string
  paper: boolean
}

/** The DataTables answer: each row `[first name, last name, office, report link, filed MM/DD/YYYY]`. */
const searchAnswer = v.object({ recordsFiltered: v.number(), data: v.array(v.array(v.string())) })

/** eFD's report type code for periodic transaction reports. */
const PTR = 11
/** One page of the search: eFD's table pages 100 rows at most. */
const PAGE = 100
const SEARCH_TTL_MS = 15 * 60_000
/** Searches answered, by window and state, for a while: the provider cache would key them by session cookie, and keep a wall. */
const searches = new Map<string, { until: number; answer: Promise<{ filings: SenateFiling[]; total: number; url: string }> }>()
const KEPT_SEARCHES = 200

const cell = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim()
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': '\'', '#x27': '\'', nbsp: ' ' })[name]!)
const usDay = (iso: string, end: boolean) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)} ${end ? '23:59:59' : '00:00:00'}`

/**
 * The periodic transaction reports filed between two days (ISO), newest first, one page of 100:
 * `POST /search/report/data/` (form fields as eFD's search page sends them) within an accepted session.
 */
export function senateFilings(client: UpstreamClient, window: { from: string; to: string; state?: string | undefined }) {
  const key = `${client.baseUrl} ${window.from} ${window.to} ${window.state ?? ''}`
  const kept = searches.get(key)
  if (kept && Date.now() < kept.until) return kept.answer
  const answer = searchFilings(client, window)
  if (searches.size >= KEPT_SEARCHES) searches.delete(searches.keys().next().value!)
  searches.set(key, { until: Date.now() + SEARCH_TTL_MS, answer })
  answer.catch(() => searches.delete(key))
  return answer
}

async function searchFilings(client: UpstreamClient, window: { from: string; to: string; state?: string | undefined }) {
  const ask = async (renew: boolean) => {
    const session = await efdSession(client, renew)
    const form = new URLSearchParams({
      start: '0', length: String(PAGE), 'order[0][column]': '4', 'order[0][dir]': 'desc', report_types: `[${PTR}]`, filer_types: '[]',
      submitted_start_date: usDay(window.from, false), submitted_end_date: usDay(window.to, true), candidate_state: '', senator_state: window.state ?? '',
      office_id: '', first_name: '', last_name: '', csrfmiddlewaretoken: session.csrf,
    })
    return client.text('/search/report/data/', {
      method: 'POST', body: form.toString(), cacheTtlMs: 0, acceptStatus: [403], maxBytes: EFD_PAGE_MAX_BYTES,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'application/json, text/html', cookie: session.cookie, 'x-csrftoken': session.csrf, 'x-requested-with': 'XMLHttpRequest', referer: `${client.baseUrl}/search/` },
    })
  }
  let response = await ask(false)
  // A session the site has dropped answers its agreement page (or Django's CSRF refusal): one new session, once.
  if (response.status === 403 || isAgreementPage(response.data)) response = await ask(true)
  if (response.status === 403 || isAgreementPage(response.data)) throw createError('UPSTREAM_FAILED', `${senateEfd.name} refused the search after its agreement was accepted (HTTP ${response.status})`)
  let json: unknown
  try {
    json = JSON.parse(response.data)
  } catch {
    throw createError('UPSTREAM_FAILED', `${senateEfd.name} answered with a web page (a bot wall or error page) where its search's JSON was asked for`)
  }
  const parsed = v.safeParse(searchAnswer, json)
  if (!parsed.success) throw createError('UPSTREAM_FAILED', `${senateEfd.name} sent a search answer of another shape (${v.getDotPath(parsed.issues[0]) ?? 'root'})`)
  const filings = parsed.output.data.flatMap((row): SenateFiling[] => {
    const link = row.find((value) => /\/search\/view\/(?:ptr|paper)\//.test(value)) ?? ''
    const path = /href=["']([^"']*\/search\/view\/(ptr|paper)\/([\w-]+)\/?)["']/.exec(link)
    if (!path) return []
    const first = cell(row[0] ?? '')
    const last = cell(row[1] ?? '')
    return [{
      docId: path[3]!, memberName: `${first} ${last}`.trim(), firstName: first, lastName: last, filingDate: usDate(cell(row[4] ?? '')),
      docUrl: new URL(path[1]!, `${senateEfd.baseUrl}/`).href, paper: path[2] === 'paper',
    }]
  })
  return { filings, total: parsed.output.recordsFiltered, url: response.url }
}

/** Parsed reports of this process, by report id: a filed report does not change (an amendment is a new report). */
const readReports = new Map<string, { trades: ReportedTrade[]; unparsed: null; url: string }>()
const KEPT_REPORTS = 2000

/**
 * The transactions of an electronic PTR: `GET /search/view/ptr/{id}/` (within the session), whose table's rows are
 * `#, transaction date, owner, ticker (a link or --), asset name, asset type, type, amount, comment`.
 */
export async function senatePtr(client: UpstreamClient, docId: string): Promise<{ trades: ReportedTrade[]; unparsed: null; url: string }> {
  const key = `${client.baseUrl} ${docId}`
  const known = readReports.get(key)
  if (known) return known
  const ask = async (renew: boolean) => {
    const session = await efdSession(client, renew)
    return client.text(`/search/view/ptr/${encodeURIComponent(docId)}/`, { headers: { accept: 'text/html', cookie: session.cookie, referer: `${client.baseUrl}/search/` }, cacheTtlMs: 0, maxBytes: EFD_PAGE_MAX_BYTES })
  }
  let page = await ask(false)
  if (isAgreementPage(page.data)) page = await ask(true)
  if (isAgreementPage(page.data)) throw createError('UPSTREAM_FAILED', `${senateEfd.name} answered a report with its agreement page after the agreement was accepted`)
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/i.exec(page.data)
  if (!body) throw createError('UPSTREAM_FAILED', `${senateEfd.name} sent a report page without its transactions table`)
  const trades = [...body[1]!.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].flatMap((row): ReportedTrade[] => {
    const cells = [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/gi)].map((match) => cell(match[1]!))
    if (cells.length < 8) return []
    const [, date, owner, ticker, asset, assetType, kind, amount] = cells as [string, string, string, string, string, string, string, string]
    return [{ owner: ownerOf(owner), ticker: tickerOf(ticker), assetDescription: asset || null, assetType: assetType || null, transactionType: transactionType(kind), ...amountRange(amount), transactionDate: isoDay(date) }]
  })
  if (readReports.size >= KEPT_REPORTS) readReports.delete(readReports.keys().next().value!)
  const report = { trades, unparsed: null, url: page.url }
  readReports.set(key, report)
  return report
}
