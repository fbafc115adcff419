import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { congressCall, congressItem, congressList, congressListAnswer, detailAnswer, listPath, membersOrNull, type Row } from '../congress/client.ts'
import { congress, limit, offset, positive } from '../congress/params.ts'
import { needs } from '../shared/input.ts'
import { congressGov } from '../upstreams/congress.ts'

/** Records name the parties in `countriesParties` or (older ones) `parties`; either may be empty. */
const parties = (row: Row): unknown[] => {
  const list = [row.countriesParties, row.parties].find((value) => Array.isArray(value) && value.length > 0)
  return (list as unknown[] | undefined) ?? []
}
const treatyRow = (row: Row) => ({
  ...membersOrNull(row, ['congressReceived', 'congressConsidered', 'number']),
  suffix: row.suffix || null,
  ...membersOrNull(row, ['topic', 'transmittedDate', 'updateDate']),
  countriesPartiesCount: parties(row).length,
  apiUrl: row.url ?? null,
})

export default defineOperation({
  name: 'congress-treaty',
  sources: sourcesInWords('Congress.gov `/v3/treaty[...]`, `/v3/treaty/{congress}/{number}[/{suffix}]` + `/actions`'),
  method: 'GET',
  description: 'Treaties submitted to the U.S. Senate, from Congress.gov: list by congress, or one treaty (number and optional part suffix; of the current congress unless congress is given) with its parties and actions.',
  input: v.object({
    congress,
    number: positive('Treaty number (lookup mode; received in the current congress unless congress is given)'),
    suffix: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]$/, 'must be one letter'), v.description('Treaty part, e.g. A (with its number)'))),
    limit: limit(25),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['treaty', 'senate ratification', 'international agreement'],
  // A suffix without its number can only fail (it names a part of one treaty): the 400 comes before any 402.
  check: (input) => needs(input, 'suffix', ['number'], 'a suffix names a part of one treaty: give its number too'),
  async handler(ctx) {
    // Treaty numbers count within the congress that received them: the current one unless given.
    const { input, client } = congressCall(ctx, ['number'])
    if (input.number !== undefined) {
      const path = `/treaty/${input.congress}/${input.number}${input.suffix ? `/${input.suffix}` : ''}`
      const [{ row, url }, actions] = await Promise.all([
        congressItem(client, path, 'treaty', `treaty ${input.number}${input.suffix ?? ''} of the ${input.congress}th Congress`),
        congressList(client, `${path}/actions`, 'actions', { limit: 250, offset: 0 }),
      ])
      return detailAnswer(row, treatyRow(row), url, { parties: parties(row), actions: actions.rows })
    }
    return congressListAnswer(client, listPath('/treaty', input.congress), 'treaties', input, treatyRow)
  },
})
