import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressItem, congressListAnswer, detailAnswer, listPath, measureRow, type Row } from '../congress/client.ts'
import { congress, limit, offset, positive, updated } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'
import { needs } from '../shared/input.ts'

const amendmentRow = (row: Row) => measureRow(row, ['description', 'purpose', 'latestAction', 'updateDate'])

export default defineOperation({
  name: 'congress-amendment',
  sources: sourcesInWords('Congress.gov `/v3/amendment[...]`, `/v3/amendment/{congress}/{type}/{number}`'),
  method: 'GET',
  description: 'Amendments to U.S. bills from Congress.gov: list by congress, type and update date, or one amendment in full detail (type and number; congress defaults to the current one when a type or number is given).',
  input: v.object({
    congress,
    type: v.optional(v.pipe(v.picklist(['hamdt', 'samdt', 'suamdt']), v.description('House, Senate or Senate unprinted amendment'))),
    number: positive('Amendment number (lookup mode, with its type: numbers repeat across types)'),
    ...updated,
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['amendment to a bill', 'senate amendment', 'house amendment'],
  // A number without its type can only fail (numbers repeat across types): the 400 comes before any 402.
  check: (input) => needs(input, 'number', ['type'], 'an amendment number needs its type (hamdt, samdt or suamdt): numbers repeat across types'),
  async handler(ctx) {
    // Congress.gov reads a type or number within one congress: the current one unless given.
    const { input, client } = congressCall(ctx, ['type', 'number'])
    if (input.number !== undefined) {
      const { row, url } = await congressItem(client, `/amendment/${input.congress}/${input.type}/${input.number}`, 'amendment', `amendment ${input.type!.toUpperCase()} ${input.number} of the ${input.congress}th Congress`)
      return detailAnswer(row, amendmentRow(row), url)
    }
    return congressListAnswer(client, listPath('/amendment', input.congress, input.type), 'amendments', input, amendmentRow)
  },
})
