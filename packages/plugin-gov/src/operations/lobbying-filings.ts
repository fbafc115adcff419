import { defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { amount, integer, page, text } from '../shared/params.ts'
import { lda } from '../upstreams/lda.ts'
import { filingItem, filingsAnswer } from '../lda/filing.ts'

const PERIODS = ['first_quarter', 'second_quarter', 'third_quarter', 'fourth_quarter', 'mid_year', 'year_end'] as const

export default defineOperation({
  name: 'lobbying-filings',
  cacheTtl: '6h',
  sources: sourcesInWords('Senate LDA `GET /api/v1/filings/`'),
  method: 'GET',
  description: 'Federal lobbying disclosures (LD-1 registrations and LD-2 quarterly activity reports) from the LDA.gov API (Senate and House), newest first: by registrant (lobbying firm), client, lobbyist, year, period, issue code and amount; income or expenses, issues lobbied with descriptions, lobbyists, government entities contacted, and the filing document.',
  input: v.object({
    registrant: text(2, 120, 'Registrant (lobbying firm or self-filing organization) name'),
    client: text(2, 120, 'Client name'),
    lobbyist: text(2, 80, 'Lobbyist name'),
    year: integer(1999, 2100, 'Filing year'),
    period: v.optional(v.pipe(v.picklist(PERIODS), v.description('Filing period'))),
    issue: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter LDA general issue code such as TAX, HCR, DEF'), v.description('General issue area code'))),
    minAmount: amount('Smallest income or expenses reported (USD)'),
    limit: rowLimit(25, 25, 'Rows per page (1-25, the API maximum)'),
    page: page(1000),
  }),
  upstreams: [lda],
  keywords: ['lobbying disclosure', 'who lobbies for', 'lobbyist filings', 'ld-2 report', 'lobbying spending'],
  async handler({ input, upstream }) {
    const response = await upstream(lda).json('/api/v1/filings/', {
      query: {
        registrant_name: input.registrant, client_name: input.client, lobbyist_name: input.lobbyist, filing_year: input.year, filing_period: input.period,
        lobbying_activity_general_issue_code: input.issue, filing_amount_reported_min: input.minAmount, ordering: '-dt_posted', page_size: input.limit, page: input.page,
      },
      schema: filingsAnswer,
      acceptStatus: [404],
    })
    // A page past the end is a 404 ("Invalid page"): no more rows.
    if (response.status === 404) return listAnswer([], sourceOf(lda, response.url), { total: null })
    return listAnswer(response.data.results.map(filingItem), sourceOf(lda, response.url), { total: response.data.count })
  },
})
