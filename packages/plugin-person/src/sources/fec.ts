import { textOrNull, numberOrNull } from '@svc/core'
import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { openFec } from '@svc/providers/openfec'

/** The itemized receipts `searchContributions` reads, as the operation declares it. */
export const contributionsSource: OperationSource = { upstream: openFec, path: '/v1/schedules/schedule_a/', cacheTtl: '6h' }

/** `GET /v1/schedules/schedule_a/`: itemized receipts, `{pagination: {count}, results: [...]}`. */
const answer = v.object({
  pagination: v.object({ count: numberOrNull }),
  results: v.array(v.object({
    contributor_name: textOrNull, contributor_city: textOrNull, contributor_state: textOrNull, contributor_employer: textOrNull, contributor_occupation: textOrNull,
    contribution_receipt_date: textOrNull, contribution_receipt_amount: numberOrNull, committee_id: textOrNull, committee: v.nullish(v.object({ name: textOrNull }), null),
  })),
})

/** The newest itemized contributions under that contributor name (and state), this election cycle and the previous. */
export async function searchContributions(client: UpstreamClient, person: { name: string; state: string | undefined }) {
  const response = await client.json('/v1/schedules/schedule_a/', {
    query: { contributor_name: person.name, contributor_state: person.state, is_individual: 'true', per_page: 10, sort: '-contribution_receipt_date' },
    schema: answer,
  })
  return {
    total: response.data.pagination.count,
    contributions: response.data.results.map((row) => ({
      contributor: row.contributor_name,
      date: row.contribution_receipt_date ? row.contribution_receipt_date.slice(0, 10) : null,
      amount: row.contribution_receipt_amount,
      committee: row.committee?.name ?? null,
      committeeId: row.committee_id,
      employer: row.contributor_employer,
      occupation: row.contributor_occupation,
      city: row.contributor_city,
      state: row.contributor_state,
    })),
  }
}
