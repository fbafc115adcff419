import { defineOperation, invalidField, listAnswer, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { congressItem, congressList, source } from '../congress/client.ts'
import { congress, limit, offset, positive } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { isoDate } from '../shared/params.ts'

type Row = Record<string, unknown>
const nominationRow = (row: Row) => ({
  congress: row.congress ?? null,
  number: row.number ?? null,
  partNumber: row.partNumber ?? null,
  citation: row.citation ?? null,
  description: row.description ?? null,
  receivedDate: row.receivedDate ?? null,
  latestAction: row.latestAction ?? null,
  nominationType: row.nominationType ?? null,
  organization: row.organization ?? null,
  updateDate: row.updateDate ?? null,
  apiUrl: row.url ?? null,
})

export default defineOperation({
  name: 'congress-nomination',
  method: 'GET',
  description: 'Presidential nominations sent to the U.S. Senate, from Congress.gov: list by congress and date, or one nomination with its full action history.',
  input: v.object({ congress, number: positive('Nomination number (lookup mode, with congress)'), fromDate: isoDate('Updated on or after'), toDate: isoDate('Updated on or before'), limit: limit(25), offset }),
  price: { usd: 0.003 },
  upstreams: [congressGov],
  keywords: ['senate confirmation', 'presidential nomination', 'nominee', 'pn number'],
  // A number without a congress can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.number !== undefined && !input.congress) throw invalidField('congress', 'a nomination number needs a congress too')
  },
  async handler({ input, upstream, signal }) {
    const client = upstream(congressGov)
    if (input.number !== undefined) {
      const path = `/nomination/${input.congress}/${input.number}`
      const [{ row, url }, actions] = await Promise.all([
        congressItem(client, path, 'nomination', `nomination PN${input.number} of the ${input.congress}th Congress`, signal),
        congressList(client, `${path}/actions`, 'actions', { limit: 250, offset: 0 }, signal),
      ])
      return lookupAnswer({ ...row, ...nominationRow(row), actions: actions.rows }, source(url), { mode: 'lookup' })
    }
    const list = await congressList(client, input.congress ? `/nomination/${input.congress}` : '/nomination', 'nominations', input, signal)
    return listAnswer(list.rows.map(nominationRow), source(list.url), { total: list.count, mode: 'list' })
  },
})
