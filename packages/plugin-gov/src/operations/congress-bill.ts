import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressItem, congressListAnswer, countOf, detailAnswer, listPath, measureRow, membersOrNull, type Row, source, urlOf } from '../congress/client.ts'
import { billType, congress, limit, offset, positive, sort, updated } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { needs } from '../shared/input.ts'


const billRow = (row: Row) => measureRow(row, ['title', 'originChamber', 'latestAction', 'updateDate'])

export default defineOperation({
  name: 'congress-bill',
  sources: sourcesInWords('Congress.gov `/v3/bill[...]`, `/v3/bill/{congress}/{type}/{number}`'),
  method: 'GET',
  description: 'U.S. congressional bills from Congress.gov: list by congress, type and update date, or one bill in detail by type and number (sponsors, cosponsor and committee counts, policy area, actions, amendments, text versions); congress defaults to the current one when a type or number is given.',
  input: v.object({
    congress,
    type: billType,
    number: positive('Bill number (lookup mode, with its type: numbers repeat across types)'),
    ...updated,
    sort,
    limit: limit(20),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['bill status', 'congress bill', 'legislation', 'house bill', 'senate bill'],
  // A number without its type can only fail (HR 1 and S 1 are two bills): the 400 comes before any 402.
  check: (input) => needs(input, 'number', ['type'], 'a bill number needs its type (hr, s...): numbers repeat across types'),
  async handler(ctx) {
    // Congress.gov reads a type or number within one congress: the current one unless given.
    const { input, client } = congressCall(ctx, ['type', 'number'])
    if (input.number !== undefined) {
      const { row, url } = await congressItem(client, `/bill/${input.congress}/${input.type}/${input.number}`, 'bill', `bill ${input.type!.toUpperCase()} ${input.number} of the ${input.congress}th Congress`)
      // Lookup mode passes the whole record through, with the spec's members normalized.
      return detailAnswer(row, billRow(row), url, {
        ...membersOrNull(row, ['introducedDate', 'constitutionalAuthorityStatementText', 'policyArea']),
        sponsors: Array.isArray(row.sponsors) ? row.sponsors : [],
        cosponsors: countOf(row.cosponsors),
        committees: countOf(row.committees),
        actionsCount: countOf(row.actions),
        amendmentsCount: countOf(row.amendments),
        textVersionsUrl: urlOf(row.textVersions),
        source: source(url),
      })
    }
    return congressListAnswer(client, listPath('/bill', input.congress, input.type), 'bills', input, billRow)
  },
})
