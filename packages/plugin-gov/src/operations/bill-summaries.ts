import { defineOperation, listAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressList, listPath, membersOrNull, source } from '../congress/client.ts'
import { billType, congress, limit, offset, sort, updated } from '../congress/params.ts'
import { congressGov } from '../upstreams/congress.ts'

export default defineOperation({
  name: 'bill-summaries',
  sources: sourcesInWords('Congress.gov `/v3/summaries[/{congress}[/{type}]]`'),
  method: 'GET',
  description: 'CRS summaries of U.S. bills from Congress.gov, newest first: summary text, the action it describes, version code, chamber and the bill it belongs to; by congress, bill type and date (a type alone: of the current congress).',
  input: v.object({ congress, type: billType, ...updated, sort, limit: limit(25), offset }),
  upstreams: [congressGov],
  keywords: ['bill summary', 'what does this bill do', 'crs summary', 'legislation summary'],
  async handler(ctx) {
    // Congress.gov lists a type within one congress: the current one unless given.
    const { input, client } = congressCall(ctx, ['type'])
    const list = await congressList(client, listPath('/summaries', input.congress, input.type), 'summaries', input)
    const members = ['actionDate', 'actionDesc', 'bill', 'currentChamber', 'currentChamberCode', 'lastSummaryUpdateDate', 'text', 'updateDate', 'versionCode'] as const
    return listAnswer(list.rows.map((row) => membersOrNull(row, members)), source(list.url), { total: list.count })
  },
})
