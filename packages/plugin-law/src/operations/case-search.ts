import { numberOrNull, keyOf } from '@svc/core'
import * as v from 'valibot'
import { courtAndFiled, courtsAndWindow, cursor, filteredWindow, limit, text } from '../courtlistener/params.ts'
import { day, str, strings } from '../courtlistener/search.ts'
import { courtListenerSearch } from '../courtlistener/search-operation.ts'
import { absolute } from '../upstreams/courtlistener.ts'

const ORDER = { relevance: 'score desc', newest: 'dateFiled desc', oldest: 'dateFiled asc', 'most-cited': 'citeCount desc' } as const
/** Precedential statuses as the search's `stat_<Status>=on` checkboxes name them. */
const ALL_STATUSES = ['Published', 'Unpublished', 'Errata', 'Separate', 'In-chambers', 'Relating-to', 'Unknown']
const STATUS = { published: ['Published'], unpublished: ['Unpublished'], all: ALL_STATUSES } as const

/** A case-law result (`type=o`): an opinion cluster with its nested opinions. */
const row = v.object({
  cluster_id: v.number(),
  caseName: str,
  court: str,
  court_id: str,
  dateFiled: day,
  docketNumber: str,
  docket_id: numberOrNull,
  citation: strings,
  citeCount: numberOrNull,
  status: str,
  judge: str,
  absolute_url: str,
  opinions: v.optional(v.array(v.object({ id: v.number(), type: str, snippet: str, author_id: numberOrNull })), []),
})

export default courtListenerSearch({
  name: 'case-search',
  description: 'Searches U.S. case law (federal and state court opinions) by words, case name, court and filing date, from CourtListener: case name, court, date filed, docket number, citations, times cited, status, judges, the opinions with a text snippet, and links; newest, oldest, most cited or most relevant first.',
  input: v.object({
    q: text(2, 500, 'Words to find in the opinions; CourtListener operators allowed (AND, OR, "phrase", caseName:...)'),
    caseName: text(2, 200, 'Words of the case name'),
    ...courtsAndWindow,
    status: v.optional(v.pipe(keyOf(STATUS), v.description('published (default), unpublished or all')), 'published'),
    order: v.optional(v.pipe(keyOf(ORDER), v.description('relevance (default), newest, oldest or most-cited')), 'relevance'),
    limit,
    cursor,
  }),
  keywords: ['find court cases about', 'case law search', 'legal precedent', 'court rulings on', 'supreme court decisions'],
  example: { params: { q: 'same-sex marriage', court: 'scotus', order: 'most-cited', limit: 2 } },
  check: filteredWindow(['q', 'caseName']),
  type: 'o',
  row,
  query: (input) => ({
    q: input.q,
    case_name: input.caseName,
    ...courtAndFiled(input),
    order_by: ORDER[input.order],
    ...Object.fromEntries(STATUS[input.status].map((status) => [`stat_${status}`, 'on'])),
    cursor: input.cursor,
  }),
  item: (hit) => ({
    clusterId: hit.cluster_id,
    caseName: hit.caseName,
    court: hit.court,
    courtId: hit.court_id,
    dateFiled: hit.dateFiled,
    docketNumber: hit.docketNumber,
    docketId: hit.docket_id,
    citations: hit.citation,
    citeCount: hit.citeCount,
    status: hit.status,
    judges: hit.judge,
    opinions: hit.opinions.map((opinion) => ({ id: opinion.id, type: opinion.type, snippet: opinion.snippet })),
    url: absolute(hit.absolute_url),
  }),
})
