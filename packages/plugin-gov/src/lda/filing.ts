import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'

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
/** The filings API's page, the members read. */
export const filingsAnswer = v.object({ count: v.number(), results: v.array(filing) })
type Row = Record<string, any>
const fullName = (person: Row) => [person.first_name, person.middle_name, person.last_name, person.suffix_display ?? person.suffix].map(str).filter(Boolean).join(' ')

/** One filing as lobbying-filings answers it. */
export function filingItem(row: v.InferOutput<typeof filingsAnswer>['results'][number]) {
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
}
