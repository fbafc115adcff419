import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressItem, congressListAnswer, detailAnswer, listPath, membersOrNull, type Row } from '../congress/client.ts'
import { congress, limit, offset, positive, updated } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { needs } from '../shared/input.ts'

const hearingRow = (row: Row) => ({ ...membersOrNull(row, ['congress', 'chamber', 'jacketNumber', 'updateDate']), apiUrl: row.url ?? null })

export default defineOperation({
  name: 'congress-hearing',
  sources: sourcesInWords('Congress.gov `/v3/hearing[...]`, `/v3/hearing/{congress}/{chamber}/{jacketNumber}`'),
  method: 'GET',
  description: 'Published congressional hearings from Congress.gov: list by congress and chamber, or one hearing by chamber and jacket number with title, dates, committees and transcript formats; congress defaults to the current one when a chamber is given.',
  input: v.object({
    congress,
    chamber: v.optional(v.pipe(v.picklist(['house', 'senate']), v.description('Chamber'))),
    jacketNumber: positive('Jacket number (lookup mode, with its chamber)'),
    ...updated,
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['congressional hearing', 'hearing transcript', 'senate hearing'],
  // A jacket number without its chamber can only fail (Congress.gov finds a hearing by congress, chamber and jacket number): the 400 comes before any 402.
  check: (input) => needs(input, 'jacketNumber', ['chamber'], 'a jacket number needs its chamber: Congress.gov finds a hearing by congress, chamber and jacket number'),
  async handler(ctx) {
    // Congress.gov lists a chamber's hearings within one congress: the current one unless given.
    const { input, client } = congressCall(ctx, ['chamber', 'jacketNumber'])
    if (input.jacketNumber !== undefined) {
      const { row, url } = await congressItem(client, `/hearing/${input.congress}/${input.chamber}/${input.jacketNumber}`, 'hearing', `${input.chamber} hearing ${input.jacketNumber} of the ${input.congress}th Congress`)
      return detailAnswer(row, hearingRow(row), url, { title: row.title ?? null, dates: row.dates ?? [], committees: row.committees ?? [], transcripts: row.formats ?? [] })
    }
    return congressListAnswer(client, listPath('/hearing', input.congress, input.chamber), 'hearings', input, hearingRow)
  },
})
