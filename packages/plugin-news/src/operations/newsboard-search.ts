import { defineOperation, listAnswer, numberOrNull, optionalDate, pageNumber, requiredText, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateRange } from '../dates.ts'
import { hnSearch } from '../upstreams/hn-search.ts'

const hitSchema = v.object({
  objectID: v.string(),
  title: textOrNull,
  url: textOrNull,
  author: textOrNull,
  points: numberOrNull,
  num_comments: numberOrNull,
  created_at: v.string(),
  story_text: textOrNull,
  comment_text: textOrNull,
  story_id: numberOrNull,
  story_title: textOrNull,
  parent_id: numberOrNull,
  _tags: v.optional(v.array(v.string()), []),
})
const searchSchema = v.object({ hits: v.array(hitSchema), nbHits: v.number(), page: v.number(), nbPages: v.number() })

const TYPES = ['story', 'comment', 'ask_hn', 'show_hn', 'job', 'poll'] as const
const KIND_TAGS = new Set<string>(TYPES)

export default defineOperation({
  name: 'newsboard-search',
  cacheTtl: '5min',
  sources: sourcesInWords('[HN Search API](https://hn.algolia.com/api) (Algolia): `search`, `search_by_date`'),
  method: 'GET',
  description: 'Full-text search of the news board\'s stories and comments: by words, type, author, date range and minimum points, sorted by relevance or date.',
  input: v.object({
    q: requiredText(1, 200, 'Search words'),
    type: v.optional(v.pipe(v.picklist(TYPES), v.description('Only this kind of item'))),
    author: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,15}$/, 'must be a username'), v.description('Only items by this user'))),
    from: optionalDate('Created on or after this date (UTC)'),
    to: optionalDate('Created on or before this date (UTC)'),
    minPoints: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000), v.description('Only stories with at least this many points'))),
    sort: v.optional(v.pipe(v.picklist(['relevance', 'date']), v.description('relevance (default) or date, newest first')), 'relevance'),
    limit: rowLimit(50, 20),
    // The search service serves the first 1,000 hits of a query.
    page: pageNumber(20, 'Page of `limit` results (1-20)'),
  }),
  upstreams: [hnSearch],
  keywords: ['search hacker news', 'what does hacker news say about', 'hn discussions about', 'tech community comments'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => void dateRange(input.from, input.to),
  async handler({ input, upstream }) {
    const { start, end } = dateRange(input.from, input.to)
    const numeric = [start !== undefined && `created_at_i>=${start}`, end !== undefined && `created_at_i<${end}`, input.minPoints !== undefined && `points>=${input.minPoints}`].filter(Boolean)
    const tags = [input.type, input.author && `author_${input.author}`].filter(Boolean)
    const response = await upstream(hnSearch).json(input.sort === 'date' ? '/search_by_date' : '/search', {
      query: {
        query: input.q,
        tags: tags.length ? tags.join(',') : undefined,
        numericFilters: numeric.length ? numeric.join(',') : undefined,
        hitsPerPage: input.limit,
        page: input.page - 1,
      },
      schema: searchSchema,
    })
    const items = response.data.hits.map((hit) => ({
      id: Number(hit.objectID),
      type: hit._tags.find((tag) => KIND_TAGS.has(tag) && tag !== 'ask_hn' && tag !== 'show_hn') ?? null,
      title: hit.title ?? hit.story_title ?? null,
      url: hit.url || null,
      text: hit.comment_text ?? hit.story_text ?? null,
      author: hit.author ?? null,
      points: hit.points ?? null,
      comments: hit.num_comments ?? null,
      createdAt: hit.created_at,
      storyId: hit.story_id ?? null,
      parentId: hit.parent_id ?? null,
      discussionUrl: `https://news.ycombinator.com/item?id=${hit.objectID}`,
    }))
    return listAnswer(items, sourceOf(hnSearch, response.url), { total: response.data.nbHits })
  },
})
