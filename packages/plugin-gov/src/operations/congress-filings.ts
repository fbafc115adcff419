import { defineOperation, listAnswer, requireOrder, runSection, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { integer } from '../shared/params.ts'
import { houseIndexes, houseIndexSource } from '../disclosures/house-index.ts'
import { chamberParts } from '../disclosures/chambers.ts'
import { disclosureParams, inRange, nameMatches } from '../disclosures/params.ts'
import { efdSearchSource, senateFilings } from '../disclosures/senate-reports.ts'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'
import { senateEfd } from '../upstreams/senate-efd.ts'

/** Filing kinds by the Clerk's codes; the Senate's are read for periodic transaction reports only. */
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
  sources: [houseIndexSource, efdSearchSource],
  method: 'GET',
  description: 'Financial disclosure filings of members of Congress and candidates, newest first: House filings from the Clerk\'s daily index (periodic transaction reports, annual reports, candidate reports, amendments) and Senate periodic transaction reports; member, state, district, filing type, year, date, document link and whether its trades are parsed.',
  input: v.object({
    ...disclosureParams,
    type: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40), v.check((type) => type.toLowerCase() in TYPES || /^[A-Z]$/.test(type), 'must be ptr, annual, candidate, amendment, all or a one-letter Clerk filing code'), v.description('ptr (default), annual, candidate, amendment, all, or a Clerk code such as X')), 'ptr'),
    year: integer(2008, 2100, 'Filing year'),
  }),
  upstreams: [houseDisclosures, senateEfd],
  keywords: ['congress financial disclosure', 'periodic transaction report', 'member of congress filings', 'ptr filings'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => requireOrder(input, 'dateFrom', 'dateTo'),
  async handler({ input, upstream }) {
    const codes = input.type.toLowerCase() in TYPES ? TYPES[input.type.toLowerCase()]! : [input.type]
    const { first, last } = filingYears(input)
    const wantsPtr = !codes || codes.includes('P')
    const house = input.chamber !== 'senate'
    const senate = input.chamber !== 'house' && wantsPtr
    // A chamber that failed leaves the other's answer, which says it is partial (see chamberParts).
    const houseSide = house ? runSection(() => houseIndexes(upstream(houseDisclosures), first, last), { failure: `the ${houseDisclosures.name} index could not be read` }) : null
    const senateSide = senate ? runSection(() => senateFilings(upstream(senateEfd), { state: input.state, from: [`${first}-01-01`, input.dateFrom ?? ''].sort().at(-1)!, to: [`${last}-12-31`, input.dateTo ?? '9999'].sort()[0]! }), { failure: `the ${senateEfd.name} search could not be read` }) : null
    const [houseDone, senateDone] = await Promise.all([houseSide, senateSide])
    const { failed } = chamberParts<unknown>([...(houseDone ? [['house', houseDone] as const] : []), ...(senateDone ? [['senate', senateDone] as const] : [])])
    const indexes = houseDone && houseDone.status !== 'error' ? houseDone.data : null
    const senateList = senateDone && senateDone.status !== 'error' ? senateDone.data : null
    // Trades are read (gov.congress-trades) from electronically filed PTRs: the Clerk's e-filed reports have 8-digit
    // document ids starting with 2 (a text PDF), scanned paper ones other ids; eFD links paper filings under /view/paper/.
    const houseRows = (indexes ?? []).flatMap((index) => index.rows).map(({ lastName: _last, ...row }) => ({ ...row, tradesParsed: row.filingType === 'P' && /^2\d{7}$/.test(row.docId) }))
    const senateRows = (senateList?.filings ?? []).map((row) => ({
      docId: row.docId, chamber: 'senate' as const, memberName: row.memberName, state: input.state ?? null, district: null, filingType: 'P', filingTypeLabel: 'Periodic Transaction Report',
      filingYear: row.filingDate ? Number(row.filingDate.slice(0, 4)) : null, filingDate: row.filingDate, docUrl: row.docUrl, tradesParsed: !row.paper,
    }))
    const matches = [...houseRows, ...senateRows]
      .filter((row) => (!codes || codes.includes(row.filingType)) && nameMatches(row.memberName, input.q) && (!input.state || row.state === input.state) && inRange(row.filingDate, input.dateFrom, input.dateTo))
      .sort((a, b) => (b.filingDate ?? '').localeCompare(a.filingDate ?? ''))
    const url = indexes?.[0]?.url ?? senateList?.url
    const notListed = senateList ? Math.max(0, senateList.total - senateList.filings.length) : 0
    return listAnswer(matches.slice(input.offset, input.offset + input.limit), sourceOf(indexes ? houseDisclosures : senateEfd, url), {
      total: matches.length,
      mode: 'list',
      // eFD's search answers one page of 100 reports, newest first: those past it are counted, not listed.
      meta: { partial: failed.length > 0 || notListed > 0, chambersFailed: failed, senateReportsNotListed: notListed },
    })
  },
})
