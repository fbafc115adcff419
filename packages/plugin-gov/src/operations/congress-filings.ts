import { defineOperation, listAnswer, sourceOf, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { integer } from '../shared/params.ts'
import { houseFilings } from '../disclosures/house-index.ts'
import { disclosureParams, inRange, nameMatches } from '../disclosures/params.ts'
import { houseTrades, senateTrades } from '../disclosures/trades.ts'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'
import { houseStockWatcher, senateStockWatcher } from '../upstreams/stock-watcher.ts'

/** Filing kinds by the Clerk's codes; the Senate source carries periodic transaction reports only. */
const TYPES: Record<string, string[] | null> = { ptr: ['P'], periodic: ['P'], annual: ['O'], candidate: ['C'], amendment: ['A'], all: null }

/** The first year of the Clerk's electronic filing indexes (the spec's lowest `year`). */
const FIRST_YEAR = 2008

/**
 * The first and last filing years a call reads: its year, or those of its dates (this year when
 * open-ended), within the years the Clerk has indexes for (2008 to this year).
 */
function filingYears(input: { year?: number | undefined; dateFrom?: string | undefined; dateTo?: string | undefined }): { first: number; last: number } {
  if (input.year !== undefined) return { first: input.year, last: input.year }
  const thisYear = new Date().getUTCFullYear()
  const from = input.dateFrom ? Number(input.dateFrom.slice(0, 4)) : undefined
  const to = input.dateTo ? Number(input.dateTo.slice(0, 4)) : undefined
  const first = Math.max(FIRST_YEAR, from ?? to ?? thisYear)
  const last = Math.min(thisYear, to ?? (from !== undefined ? thisYear : first))
  return { first, last: Math.max(first, last) }
}

export default defineOperation({
  name: 'congress-filings',
  method: 'GET',
  description: 'Financial disclosure filings of members of Congress and candidates, newest first: House filings from the Clerk\'s daily index (periodic transaction reports, annual reports, candidate reports, amendments) and Senate periodic transaction reports; member, state, district, filing type, year, date, document link and whether its trades are parsed.',
  input: v.object({
    ...disclosureParams,
    type: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40), v.check((type) => type.toLowerCase() in TYPES || /^[A-Z]$/.test(type), 'must be ptr, annual, candidate, amendment, all or a one-letter Clerk filing code'), v.description('ptr (default), annual, candidate, amendment, all, or a Clerk code such as X')), 'ptr'),
    year: integer(2008, 2100, 'Filing year'),
  }),
  upstreams: [houseDisclosures, houseStockWatcher, senateStockWatcher],
  keywords: ['congress financial disclosure', 'periodic transaction report', 'member of congress filings', 'ptr filings'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => requireOrder(input, 'dateFrom', 'dateTo'),
  async handler({ input, upstream }) {
    const codes = input.type.toLowerCase() in TYPES ? TYPES[input.type.toLowerCase()]! : [input.type]
    const { first, last } = filingYears(input)
    const years = Array.from({ length: last - first + 1 }, (_, index) => first + index)
    const wantsPtr = !codes || codes.includes('P')
    const house = input.chamber !== 'senate'
    const senate = input.chamber !== 'house' && wantsPtr
    const [indexes, parsed, senateRows] = await Promise.all([
      house ? Promise.all(years.map((year) => houseFilings(upstream(houseDisclosures), year))) : null,
      house && wantsPtr ? houseTrades(upstream(houseStockWatcher)) : null,
      senate ? senateTrades(upstream(senateStockWatcher)) : null,
    ])
    const parsedDocs = new Set((parsed?.trades ?? []).map((row) => /\/(\d+)\.pdf$/.exec(row.docUrl ?? '')?.[1]).filter(Boolean))
    const houseRows = (indexes ?? []).flatMap((index) => index.rows).map(({ lastName: _last, ...row }) => ({ ...row, tradesParsed: row.filingType === 'P' && parsedDocs.has(row.docId) }))
    // Senate filings are the distinct reports behind the transcribed transactions.
    const bySenateReport = new Map<string, { docId: string; chamber: 'senate'; memberName: string; state: string | null; district: null; filingType: string; filingTypeLabel: string; filingYear: number | null; filingDate: string | null; docUrl: string; tradesParsed: boolean }>()
    for (const row of senateRows?.trades ?? []) {
      if (!row.docUrl || bySenateReport.has(row.docUrl)) continue
      bySenateReport.set(row.docUrl, {
        docId: /\/([0-9a-f-]{36})\/?$/i.exec(row.docUrl)?.[1] ?? row.docUrl, chamber: 'senate', memberName: row.member, state: row.state, district: null,
        filingType: 'P', filingTypeLabel: 'Periodic Transaction Report', filingYear: row.disclosureDate ? Number(row.disclosureDate.slice(0, 4)) : null, filingDate: row.disclosureDate, docUrl: row.docUrl, tradesParsed: true,
      })
    }
    const senateFilings = [...bySenateReport.values()].filter((row) => years.includes(row.filingYear ?? 0))
    const matches = [...houseRows, ...senateFilings]
      .filter((row) => (!codes || codes.includes(row.filingType)) && nameMatches(row.memberName, input.q) && (!input.state || row.state === input.state) && inRange(row.filingDate, input.dateFrom, input.dateTo))
      .sort((a, b) => (b.filingDate ?? '').localeCompare(a.filingDate ?? ''))
    const url = indexes?.[0]?.url ?? senateRows?.url ?? 'https://disclosures-clerk.house.gov/FinancialDisclosure'
    return listAnswer(matches.slice(input.offset, input.offset + input.limit), sourceOf(indexes ? houseDisclosures : senateStockWatcher, url), { total: matches.length })
  },
})
