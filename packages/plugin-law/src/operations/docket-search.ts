import { keyOf } from '@svc/core'
import * as v from 'valibot'
import { courtAndFiled, courtsAndWindow, cursor, filteredWindow, limit, text } from '../courtlistener/params.ts'
import { docketRow, toDocket } from '../courtlistener/dockets.ts'
import { courtListenerSearch } from '../courtlistener/search-operation.ts'

const ORDER = { relevance: 'score desc', newest: 'dateFiled desc', oldest: 'dateFiled asc', 'recently-terminated': 'dateTerminated desc' } as const

export default courtListenerSearch({
  name: 'docket-search',
  description: 'Searches U.S. federal court dockets (PACER cases in the RECAP archive of CourtListener) by words, case name, docket number, party, attorney, court and filing date: case name, docket number, court, filed and terminated dates, nature of suit, cause, assigned judge, parties, attorneys and firms, and the docket link.',
  input: v.object({
    q: text(2, 500, 'Words to find in the dockets and filings; CourtListener operators allowed'),
    caseName: text(2, 200, 'Words of the case name'),
    docketNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9:.\- ]{2,40}$/, 'must be a docket number such as 1:20-cv-01234'), v.description('Docket number, e.g. 1:20-cv-01234'))),
    party: text(2, 200, 'A party name'),
    attorney: text(2, 200, "An attorney's name"),
    ...courtsAndWindow,
    order: v.optional(v.pipe(keyOf(ORDER), v.description('relevance (default), newest, oldest or recently-terminated')), 'relevance'),
    limit,
    cursor,
  }),
  keywords: ['federal lawsuit docket', 'pacer case lookup', 'who is suing', 'court filings for a company', 'docket number lookup'],
  example: { params: { party: 'Apple Inc', court: 'cand', order: 'newest', limit: 5 } },
  check: filteredWindow(['q', 'caseName', 'docketNumber', 'party', 'attorney']),
  type: 'd',
  row: docketRow,
  query: (input) => ({
    q: input.q,
    case_name: input.caseName,
    docket_number: input.docketNumber,
    party_name: input.party,
    atty_name: input.attorney,
    ...courtAndFiled(input),
    order_by: ORDER[input.order],
    cursor: input.cursor,
  }),
  item: toDocket,
})
