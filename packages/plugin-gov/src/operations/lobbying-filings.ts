import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { amount, integer, page, text } from '../shared/params.ts'
import { lda } from '../upstreams/lda.ts'

const record = v.record(v.string(), v.unknown())
const filing = v.looseObject({
  filing_uuid: v.string(),
  filing_type: textOrNull,
  filing_type_display: textOrNull,
  filing_year: numberOrNull,
  filing_period_display: textOrNull,
  filing_document_url: textOrNull,
  income: v.nullish(v.union([v.string(), v.number()]), null),
  expenses: v.nullish(v.union([v.string(), v.number()]), null),
  dt_posted: textOrNull,
  termination_date: textOrNull,
  registrant: v.nullish(record, null),
  client: v.nullish(record, null),
  lobbying_activities: v.optional(v.array(record), []),
})
const answer = v.object({ count: v.number(), results: v.array(filing) })
const PERIODS = ['first_quarter', 'second_quarter', 'third_quarter', 'fourth_quarter', 'mid_year', 'year_end'] as const
type Row = Record<string, any>
const fullName = (person: Row) => [person.first_name, person.middle_name, person.last_name, person.suffix_display ?? person.suffix].map(str).filter(Boolean).join(' ')

export default defineOperation({
  name: 'lobbying-filings',
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
      schema: answer,
      acceptStatus: [404],
      cacheTtlMs: 6 * 3600_000,
    })
    // A page past the end is a 404 ("Invalid page"): no more rows.
    if (response.status === 404) return listAnswer([], sourceOf(lda, response.url), { total: null })
    const items = response.data.results.map((row) => {
      const registrant = (row.registrant ?? {}) as Row
      const client = (row.client ?? {}) as Row
      return {
        filingUuid: row.filing_uuid,
        type: row.filing_type,
        typeDisplay: row.filing_type_display,
        year: row.filing_year,
        period: row.filing_period_display,
        registrant: { id: num(registrant.id), name: str(registrant.name) },
        client: { id: num(client.id), name: str(client.name), state: str(client.state), country: str(client.country) },
        income: num(row.income),
        expenses: num(row.expenses),
        posted: row.dt_posted,
        terminationDate: row.termination_date,
        issues: row.lobbying_activities.map((activity: Row) => ({
          code: str(activity.general_issue_code),
          name: str(activity.general_issue_code_display),
          description: str(activity.description),
          lobbyists: (Array.isArray(activity.lobbyists) ? activity.lobbyists : []).map((entry: Row) => ({ name: fullName(entry.lobbyist ?? {}), coveredPosition: str(entry.covered_position) })),
          governmentEntities: (Array.isArray(activity.government_entities) ? activity.government_entities : []).map((entity: Row) => str(entity.name)).filter(Boolean),
        })),
        documentUrl: row.filing_document_url,
      }
    })
    return listAnswer(items, sourceOf(lda, response.url), { total: response.data.count })
  },
})
