import { defineOperation, invalidField, listAnswer, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { congressItem, congressList, source, str } from '../congress/client.ts'
import { congress, limit, offset, positive } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { isoDate } from '../shared/params.ts'

type Row = Record<string, unknown>
const amendmentRow = (row: Row) => ({
  congress: row.congress ?? null,
  type: str(row.type)?.toUpperCase() ?? null,
  number: str(row.number),
  description: row.description ?? null,
  purpose: row.purpose ?? null,
  latestAction: row.latestAction ?? null,
  updateDate: row.updateDate ?? null,
  apiUrl: row.url ?? null,
})

export default defineOperation({
  name: 'congress-amendment',
  method: 'GET',
  description: 'Amendments to U.S. bills from Congress.gov: list by congress, type and update date, or one amendment in full detail.',
  input: v.object({
    congress,
    type: v.optional(v.pipe(v.picklist(['hamdt', 'samdt', 'suamdt']), v.description('House, Senate or Senate unprinted amendment'))),
    number: positive('Amendment number (lookup mode, with congress and type)'),
    fromDate: isoDate('Updated on or after'),
    toDate: isoDate('Updated on or before'),
    limit: limit(25),
    offset,
  }),
  price: { usd: 0.003 },
  upstreams: [congressGov],
  keywords: ['amendment to a bill', 'senate amendment', 'house amendment'],
  // A number or type without what it belongs to can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.number !== undefined && !(input.congress && input.type)) throw invalidField('congress', 'an amendment number needs congress and type too')
    if (input.type && !input.congress) throw invalidField('congress', 'an amendment type needs a congress too')
  },
  async handler({ input, upstream, signal }) {
    const client = upstream(congressGov)
    if (input.congress && input.type && input.number !== undefined) {
      const { row, url } = await congressItem(client, `/amendment/${input.congress}/${input.type}/${input.number}`, 'amendment', `amendment ${input.type.toUpperCase()} ${input.number} of the ${input.congress}th Congress`, signal)
      return lookupAnswer({ ...row, ...amendmentRow(row) }, source(url), { mode: 'lookup' })
    }
    const path = ['/amendment', input.congress, input.type].filter((part) => part !== undefined).join('/')
    const list = await congressList(client, path, 'amendments', input, signal)
    return listAnswer(list.rows.map(amendmentRow), source(list.url), { total: list.count, mode: 'list' })
  },
})
