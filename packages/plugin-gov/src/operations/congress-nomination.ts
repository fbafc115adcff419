import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressItem, congressList, congressListAnswer, detailAnswer, listPath, membersOrNull, type Row } from '../congress/client.ts'
import { congress, limit, offset, positive, updated } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'

const nominationRow = (row: Row) => ({
  ...membersOrNull(row, ['congress', 'number', 'partNumber', 'citation', 'description', 'receivedDate', 'latestAction', 'nominationType', 'organization', 'updateDate']),
  apiUrl: row.url ?? null,
})

export default defineOperation({
  name: 'congress-nomination',
  sources: sourcesInWords('Congress.gov `/v3/nomination[...]`, `/v3/nomination/{congress}/{number}` + `/actions`'),
  method: 'GET',
  description: 'Presidential nominations sent to the U.S. Senate, from Congress.gov: list by congress and date, or one nomination by number with its full action history (of the current congress unless congress is given).',
  input: v.object({ congress, number: positive('Nomination number, e.g. 5 for PN5 (lookup mode; of the current congress unless given)'), ...updated, limit: limit(25), offset }),
  upstreams: [congressGov],
  keywords: ['senate confirmation', 'presidential nomination', 'nominee', 'pn number'],
  async handler(ctx) {
    // Nomination numbers (PN5) count within one congress: the current one unless given.
    const { input, client } = congressCall(ctx, ['number'])
    if (input.number !== undefined) {
      const path = `/nomination/${input.congress}/${input.number}`
      const [{ row, url }, actions] = await Promise.all([
        congressItem(client, path, 'nomination', `nomination PN${input.number} of the ${input.congress}th Congress`),
        congressList(client, `${path}/actions`, 'actions', { limit: 250, offset: 0 }),
      ])
      // The detail names the organization per nominee, not on the nomination.
      const nominees = Array.isArray(row.nominees) ? (row.nominees as Row[]) : []
      const organization = row.organization ?? nominees.find((nominee) => nominee.organization)?.organization ?? null
      return detailAnswer(row, { ...nominationRow(row), organization }, url, { actions: actions.rows })
    }
    return congressListAnswer(client, listPath('/nomination', input.congress), 'nominations', input, nominationRow)
  },
})
