import { defineOperation, listAnswer, requireOrder, runSection, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { type Chamber, chamberParts } from '../disclosures/chambers.ts'
import { memberSeats } from '../disclosures/members.ts'
import { disclosureParams, inRange, nameMatches } from '../disclosures/params.ts'
import { filingWindow, houseReports, type Listed, type Report, seatOf, senateReports, tradeReportSources } from '../disclosures/trade-reports.ts'
import { trade, type Trade } from '../disclosures/trades.ts'
import { congressLegislators } from '../upstreams/congress-legislators.ts'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'
import { senateEfd } from '../upstreams/senate-efd.ts'

/** Reports read per chamber and call, newest filed first: each is a PDF or a page from a site that publishes no limit. */
const REPORTS_PER_CALL = 4

export default defineOperation({
  name: 'congress-trades',
  sources: tradeReportSources,
  method: 'GET',
  description: 'Stock and other securities trades disclosed by members of Congress in periodic transaction reports, read from the House Clerk\'s report PDFs and the Senate\'s eFD reports, newest transaction first: by member name, ticker, transaction type, chamber, party, state and transaction date; owner, asset, disclosed dollar range, transaction and disclosure dates, days to disclose and the filing.',
  input: v.object({
    ...disclosureParams,
    ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(10), v.description('Ticker'))),
    type: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(20), v.picklist(['purchase', 'sale', 'exchange', 'partial_sale']), v.description('purchase, sale, exchange or partial_sale'))),
    party: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(11), v.picklist(['D', 'R', 'I']), v.description('D, R or I'))),
  }),
  upstreams: [houseDisclosures, senateEfd, congressLegislators],
  keywords: ['congress stock trades', 'politician stock trading', 'senator stock purchases', 'stock act disclosures', 'what stocks did congress buy'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'dateFrom', 'dateTo')
  },
  async handler({ input, upstream }) {
    const window = filingWindow(input)
    const houseClient = upstream(houseDisclosures)
    const senateClient = upstream(senateEfd)
    const seatsOf = memberSeats(upstream(congressLegislators))
    seatsOf.catch(() => {})
    const newestFirst = (a: Report, b: Report) => (b.filingDate ?? '').localeCompare(a.filingDate ?? '')
    // One chamber's reports (its failure leaves the other's answer, see chamberParts): listed, bounded to those that can match (the member's name, and party, known before
    // reading), the newest REPORTS_PER_CALL read.
    const chamberOf = async (chamber: Chamber, list: () => Promise<Listed>) => [chamber, await runSection(async () => {
      const [listed, seats] = await Promise.all([list(), seatsOf])
      const candidates = listed.reports.filter((report) => nameMatches(report.member, input.q) && (!input.party || seatOf(seats, report, input.state)?.party === input.party)).sort(newestFirst)
      const read = await Promise.all(candidates.slice(0, REPORTS_PER_CALL).map(async (report) => ({ report, ...(await report.read()), seat: seatOf(seats, report, input.state) })))
      return { chamber, read, notRead: Math.max(0, candidates.length - REPORTS_PER_CALL), url: listed.url }
    }, { failure: `the ${chamber === 'house' ? houseDisclosures.name : senateEfd.name} reports could not be read` })] as const
    const { answered, failed } = chamberParts(await Promise.all([
      ...(input.chamber !== 'senate' ? [chamberOf('house', () => houseReports(houseClient, window, input.state))] : []),
      ...(input.chamber !== 'house' ? [chamberOf('senate', () => senateReports(senateClient, window, input.state))] : []),
    ]))
    const read = answered.flatMap((part) => part.read)

    const rows: Array<Trade & { source: ReturnType<typeof sourceOf> }> = read.flatMap(({ report, trades, url, seat }) => trades.map((row) => ({
      ...trade({ member: report.member, chamber: report.chamber, party: seat?.party ?? null, state: report.seat.state ?? seat?.state ?? null, district: report.seat.district, ...row, disclosureDate: report.filingDate, docUrl: report.docUrl }),
      source: sourceOf(report.chamber === 'house' ? houseDisclosures : senateEfd, url),
    })))
    const matches = rows
      .filter((row) => (!input.ticker || row.ticker === input.ticker)
        && (!input.type || row.transactionType === input.type)
        && (!input.party || row.party === input.party)
        && (!input.state || row.state === input.state)
        && inRange(row.transactionDate, input.dateFrom, input.dateTo))
      .sort((a, b) => (b.transactionDate ?? '').localeCompare(a.transactionDate ?? ''))
    const unparsed = read.filter((report) => report.unparsed).map(({ report, unparsed }) => ({ chamber: report.chamber, member: report.member, filingDate: report.filingDate, docUrl: report.docUrl, reason: unparsed }))
    const first = answered[0]!
    return listAnswer(matches.slice(input.offset, input.offset + input.limit), sourceOf(first.chamber === 'house' ? houseDisclosures : senateEfd, first.url), {
      total: matches.length,
      mode: 'list',
      meta: {
        filedFrom: window.from, filedTo: window.filedBy, reportsRead: read.length, reportsNotRead: answered.reduce((sum, part) => sum + part.notRead, 0),
        reportsWithoutRows: unparsed,
        partial: failed.length > 0,
        chambersFailed: failed,
      },
    })
  },
})
