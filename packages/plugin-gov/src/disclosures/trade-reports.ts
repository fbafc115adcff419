import type { UpstreamClient } from '@svc/core'
import type { Chamber } from './chambers.ts'
import { congressLegislators } from '../upstreams/congress-legislators.ts'
import { senateEfd } from '../upstreams/senate-efd.ts'
import { houseIndexes, houseIndexSource } from './house-index.ts'
import { housePtrSource, readHousePtr } from './house-ptr.ts'
import type { memberSeats, Seat } from './members.ts'
import { inRange } from './params.ts'
import { efdSearchSource, senateFilings, senatePtr } from './senate-reports.ts'
import type { ReportedTrade } from './trades.ts'

/** What gov.congress-trades reads: both chambers' report lists and reports, and the members' parties. */
export const tradeReportSources = [
  houseIndexSource,
  { ...housePtrSource, about: 'House Clerk `GET /public_disc/ptr-pdfs/{year}/{docId}.pdf` (its trades parsed once per cached PDF)' },
  efdSearchSource,
  { upstream: senateEfd, path: '/search/view/ptr/{id}/', about: 'Senate eFD `GET /search/view/ptr/{id}/` (not cached by the client: pages of one session; each report parsed once per process)' },
  { upstream: congressLegislators, path: '/congress-legislators/legislators-current.json', about: 'congress-legislators `legislators-current.json` (party)' },
]

/** Without `dateFrom`, the reports filed in the last 90 days. */
const DEFAULT_DAYS = 90
/** Trades are reported up to 45 days after they happen (STOCK Act), late ones later: filings up to 60 days after `dateTo` are read. */
const DISCLOSURE_DAYS = 60
const DAY = 86_400_000
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The days (ISO) a trades call reads reports filed on: from `dateFrom` (or 90 days ago) to 60 days past `dateTo` (or today, whichever is earlier). */
export interface FilingWindow { from: string; filedBy: string }

export function filingWindow(input: { dateFrom?: string | undefined; dateTo?: string | undefined }): FilingWindow {
  const today = isoOf(Date.now())
  const from = input.dateFrom ?? isoOf(Date.now() - DEFAULT_DAYS * DAY)
  const filedBy = input.dateTo && input.dateTo < today ? [isoOf(Date.parse(input.dateTo) + DISCLOSURE_DAYS * DAY), today].sort()[0]! : today
  return { from, filedBy }
}

/** A report to read: who filed it, when, where it is, and how to read it. */
export interface Report {
  chamber: Chamber
  member: string
  lastName: string
  firstName: string
  seat: { state: string | null; district: number | null }
  filingDate: string | null
  docUrl: string
  /** Its rows, or why there are none, and the address it was read at (cited as the rows' source). */
  read: () => Promise<{ trades: ReportedTrade[]; unparsed: string | null; url: string }>
}

/** A chamber's reports in the window, and the address of the listing (cited when no row is). */
export interface Listed { reports: Report[]; url: string | undefined }

/** The House periodic transaction reports filed in the window (of a state), from the Clerk's yearly indexes. */
export async function houseReports(client: UpstreamClient, window: FilingWindow, state: string | undefined): Promise<Listed> {
  const indexes = await houseIndexes(client, Number(window.from.slice(0, 4)), Number(window.filedBy.slice(0, 4)))
  const reports: Report[] = indexes.flatMap((index) => index.rows)
    .filter((row) => row.filingType === 'P' && inRange(row.filingDate, window.from, window.filedBy) && (!state || row.state === state))
    .map((row) => ({
      chamber: 'house', member: row.memberName.replace(/^Hon\.\s*/, ''), lastName: row.lastName, firstName: '', seat: { state: row.state, district: row.district }, filingDate: row.filingDate, docUrl: row.docUrl,
      read: () => readHousePtr(client, row.filingYear, row.docId),
    }))
  return { reports, url: indexes.at(-1)?.url }
}

/** The Senate periodic transaction reports filed in the window (of a state), from eFD's search; paper ones are listed, their rows not read. */
export async function senateReports(client: UpstreamClient, window: FilingWindow, state: string | undefined): Promise<Listed> {
  const list = await senateFilings(client, { from: window.from, to: window.filedBy, state })
  const reports: Report[] = list.filings.map((row) => ({
    chamber: 'senate', member: row.memberName, lastName: row.lastName, firstName: row.firstName, seat: { state: state ?? null, district: null }, filingDate: row.filingDate, docUrl: row.docUrl,
    read: async () => (row.paper ? { trades: [], unparsed: 'a paper filing: scanned pages, whose rows are not read', url: row.docUrl } : await senatePtr(client, row.docId)),
  }))
  return { reports, url: list.url }
}

/** The filer's party and seat when a sitting member: House by last name and district, Senate by last and first name (and the asked state). */
export function seatOf(seats: Awaited<ReturnType<typeof memberSeats>>, report: Report, state: string | undefined): Seat | null {
  return report.chamber === 'house' ? seats.house(report.lastName, report.seat.state, report.seat.district) : seats.senate(report.lastName, report.firstName, state)
}
