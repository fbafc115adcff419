import { defineOperation, lookupAnswer, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { congressItem, congressListAnswer, listPath, membersOrNull, source, str } from '../congress/client.ts'
import { congress, inCongress, limit, offset, positive } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { needs } from '../shared/input.ts'

type Row = Record<string, unknown>
const amendmentRow = (row: Row) => ({
  congress: row.congress ?? null,
  type: str(row.type)?.toUpperCase() ?? null,
  number: str(row.number),
  ...membersOrNull(row, ['description', 'purpose', 'latestAction', 'updateDate']),
  apiUrl: row.url ?? null,
})

export default defineOperation({
  name: 'congress-amendment',
  method: 'GET',
  description: 'Amendments to U.S. bills from Congress.gov: list by congress, type and update date, or one amendment in full detail (type and number; congress defaults to the current one when a type or number is given).',
  input: v.object({
    congress,
    type: v.optional(v.pipe(v.picklist(['hamdt', 'samdt', 'suamdt']), v.description('House, Senate or Senate unprinted amendment'))),
    number: positive('Amendment number (lookup mode, with its type: numbers repeat across types)'),
    fromDate: optionalDate('Updated on or after'),
    toDate: optionalDate('Updated on or before'),
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['amendment to a bill', 'senate amendment', 'house amendment'],
  // A number without its type can only fail (numbers repeat across types): the 400 comes before any 402.
  check: (input) => needs(input, 'number', ['type'], 'an amendment number needs its type (hamdt, samdt or suamdt): numbers repeat across types'),
  async handler({ input: given, upstream, now }) {
    // Congress.gov reads a type or number within one congress: the current one unless given.
    const input = inCongress(given, ['type', 'number'], now())
    const client = upstream(congressGov)
    if (input.number !== undefined) {
      const { row, url } = await congressItem(client, `/amendment/${input.congress}/${input.type}/${input.number}`, 'amendment', `amendment ${input.type!.toUpperCase()} ${input.number} of the ${input.congress}th Congress`)
      // The detail has no address of its own: the one it was read from.
      return lookupAnswer({ ...row, ...amendmentRow(row), apiUrl: url }, source(url), { mode: 'lookup' })
    }
    return congressListAnswer(client, listPath('/amendment', input.congress, input.type), 'amendments', input, amendmentRow)
  },
})
