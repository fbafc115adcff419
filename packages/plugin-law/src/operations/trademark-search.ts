import { defineOperation, listAnswer, rowLimit, sourceOf, rowOffset, optionalText } from '@svc/core'
import * as v from 'valibot'
import { isLive, ownedBy, searchAnswer, toItem } from '../uspto/trademark-rows.ts'
import { usptoTrademarkSearch } from '../upstreams/uspto-trademark-search.ts'

/** The provider answers at most this many rows a search, without paging (its FAQ). */
const PROVIDER_ROWS = 250
/** Path segments: no slash, backslash, query, fragment or percent (the gateway would read them as URL syntax). */
const MARK = /^[^/\\?#%]+$/

export default defineOperation({
  name: 'trademark-search',
  method: 'GET',
  description: 'Searches U.S. trademark applications and registrations by the words of the mark (USPTO register, through the USPTO Trademark API on RapidAPI), optionally only those of an owner: serial and registration numbers, mark, owners, live/dead status with its code, description and date, filing, registration, abandonment and expiration dates, goods and services, and a link to each case on USPTO TSDR. For classes and prosecution history, look a case up with law.trademark-status.',
  input: v.object({
    q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.regex(MARK, 'must be the words of a mark, without / \\ ? # %'), v.description('Words of the mark (word mark text)')),
    owner: optionalText(2, 100, 'Only marks with an owner whose name holds all these words'),
    status: v.optional(v.pipe(v.picklist(['live', 'dead', 'all']), v.description('live (default: pending and registered), dead (abandoned, cancelled, expired) or all')), 'live'),
    limit: rowLimit(100, 20),
    offset: rowOffset(PROVIDER_ROWS - 1, `Rows to skip (0-${PROVIDER_ROWS - 1}: the provider answers at most ${PROVIDER_ROWS} rows a search)`),
  }),
  upstreams: [usptoTrademarkSearch],
  cacheTtl: '6h',
  sources: [{ path: '/v1/trademarkSearch/{q}/{active or all}' }],
  keywords: ['is this brand name trademarked', 'trademark search', 'uspto trademark search', 'who owns the trademark', 'trademark clearance', 'registered trademarks matching'],
  example: { params: { q: 'blue heron', status: 'all', limit: 2 } },
  async handler({ input, upstream }) {
    // The provider searches live marks (`active`) or all of them; dead ones are the dead rows of `all`.
    const path = `/v1/trademarkSearch/${encodeURIComponent(input.q)}/${input.status === 'live' ? 'active' : 'all'}`
    const response = await upstream(usptoTrademarkSearch).json(path, { schema: searchAnswer })
    const rows = response.data.items
    const filtered = rows.filter((row) => (input.status !== 'dead' || isLive(row) === false) && (!input.owner || ownedBy(row, input.owner)))
    const provided = response.data.count
    const filteredLocally = input.status === 'dead' || Boolean(input.owner)
    // Filtered here from a capped list, the count of matches beyond the cap is unknown.
    const total = !filteredLocally ? provided : provided > rows.length ? null : filtered.length
    const items = filtered.slice(input.offset, input.offset + input.limit).map(toItem)
    return listAnswer(items, sourceOf(usptoTrademarkSearch, response.url), { total })
  },
})
