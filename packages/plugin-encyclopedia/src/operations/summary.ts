import { createError, defineOperation, forbidTogether, lookupAnswer, optionalText, requireOne, sourceOf, sourcesInWords, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { LANGUAGES, wikipedia } from '../upstreams/wikipedia.ts'

const image = v.nullish(v.object({ source: v.string(), width: v.number(), height: v.number() }))
const summarySchema = v.object({
  type: v.string(),
  title: v.string(),
  pageid: v.optional(v.number()),
  lang: v.optional(v.string()),
  description: v.optional(v.string()),
  extract: v.optional(v.string(), ''),
  thumbnail: image,
  wikibase_item: v.optional(v.string()),
  timestamp: v.optional(v.string()),
  coordinates: v.nullish(v.object({ lat: v.number(), lon: v.number() })),
  content_urls: v.object({ desktop: v.object({ page: v.string() }) }),
})
const searchSchema = v.object({ pages: v.array(v.object({ key: v.string(), title: v.string() })) })

/** The title search finds the article a caller means by a few words. */
async function bestTitle(client: UpstreamClient, words: string): Promise<string> {
  const response = await client.json('/w/rest.php/v1/search/title', { query: { q: words, limit: 1 }, schema: searchSchema })
  const page = response.data.pages[0]
  if (!page) throw createError('NOT_FOUND', `No Wikipedia article matches "${words}"`)
  return page.key
}

export default defineOperation({
  name: 'summary',
  cacheTtl: '6h',
  sources: sourcesInWords('Wikipedia REST `page/summary/{title}`; MediaWiki REST `search/title` for `q`'),
  method: 'GET',
  description: 'The summary of an encyclopedia (Wikipedia) article, by exact title or by a few words: the lead paragraph as plain text, a short description, a thumbnail, coordinates for places, the Wikidata id and the article link; in 40 languages.',
  input: v.object({
    title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255), v.regex(/^[^#<>[\]{}|]+$/, 'must be an article title (no # < > [ ] { } |)'), v.description('Exact article title, e.g. Ada Lovelace'))),
    q: optionalText(2, 200, 'Words to find the article by'),
    lang: v.optional(v.pipe(v.picklist(LANGUAGES), v.description('Wikipedia edition (language code)')), 'en'),
  }),
  upstreams: [wikipedia('en')],
  keywords: ['wikipedia summary', 'what is', 'who was', 'encyclopedia article', 'short explanation of a topic', 'tell me about'],
  // Neither a title nor a query, or both, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['title', 'q'])
    forbidTogether(input, 'title', 'q')
  },
  async handler({ input, upstream }) {
    const edition = wikipedia(input.lang)
    const client = upstream(edition)
    const title = input.title ? input.title.replaceAll(' ', '_') : await bestTitle(client, input.q!)
    const response = await client.json(`/api/rest_v1/page/summary/${encodeURIComponent(title)}`, { schema: summarySchema, notFound: `Wikipedia (${input.lang}) has no article titled "${title.replaceAll('_', ' ')}"` })
    const page = response.data
    return lookupAnswer({
      title: page.title,
      type: page.type,
      description: page.description ?? null,
      extract: page.extract,
      thumbnail: page.thumbnail ? { url: page.thumbnail.source, width: page.thumbnail.width, height: page.thumbnail.height } : null,
      coordinates: page.coordinates ?? null,
      wikidataId: page.wikibase_item ?? null,
      lang: page.lang ?? input.lang,
      lastEdited: page.timestamp ?? null,
      url: page.content_urls.desktop.page,
    }, sourceOf(edition, page.content_urls.desktop.page))
  },
})
