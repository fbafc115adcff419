import { createError, type OperationConfigView, type OperationSource, type UpstreamClient, type UpstreamDefinition, textOrNull } from '@svc/core'
import { braveSearch } from '@svc/providers/brave-search'
import * as v from 'valibot'
import { searxng } from '../upstreams/searxng.ts'
import { braveLocale } from './brave-params.ts'

/** The setting that picks the web search engine; search.web and search.ai are unavailable while it is unset. */
export const ENGINE_SETTING = {
  path: 'search.webEngine',
  description: 'brave (Brave Search API, key in SVC_UPSTREAM_BRAVE_SEARCH_KEY) or searxng (your SearXNG instance at upstreams.searxng.baseUrl, JSON format enabled)',
}

export interface WebQuery {
  q: string
  country?: string | undefined
  language?: string | undefined
  limit: number
}

export interface WebHit {
  rank: number
  title: string
  url: string
  domain: string
  snippet: string
  published: string | null
  engines: string[]
}

export interface WebResults {
  hits: WebHit[]
  engine: UpstreamDefinition
  url: string
}

type Upstream = (definition: UpstreamDefinition) => UpstreamClient

/** What `searchWeb` reads, for the `sources` of the operations calling it: the chosen engine's results are kept 10 min. */
export const engineSources: OperationSource[] = [
  { upstream: braveSearch, path: '/res/v1/web/search', about: 'Brave Search API `GET /res/v1/web/search`', cacheTtl: '10min' },
  { upstream: searxng, path: '/search', about: 'or a SearXNG instance `GET /search?format=json` (`settings.search.webEngine` picks one)', cacheTtl: '10min' },
]

/**
 * Whether the chosen engine can answer: Brave needs its key. Read when the host starts, so an operation
 * whose engine lacks its key is listed unavailable and answers 503 before any 402, as a missing key.
 */
export function engineAvailability(config: OperationConfigView): { available: boolean; reason?: string } {
  const search = config.settings.search as Record<string, unknown> | undefined
  const chosen = typeof search?.webEngine === 'string' ? search.webEngine.trim().toLowerCase() : ''
  if (chosen === 'brave' && !config.upstreams[braveSearch.id]?.key) {
    return { available: false, reason: `settings.search.webEngine is brave, which needs its key: set SVC_UPSTREAM_BRAVE_SEARCH_KEY` }
  }
  if (chosen !== '' && chosen !== 'brave' && chosen !== 'searxng') return { available: false, reason: 'settings.search.webEngine must be brave or searxng' }
  return { available: true }
}

/** The engine the operator chose; a value other than the two is a 503 naming the setting. */
export function engineOf(settings: Readonly<Record<string, unknown>>): UpstreamDefinition {
  const chosen = typeof settings.webEngine === 'string' ? settings.webEngine.trim().toLowerCase() : ''
  if (chosen === 'brave') return braveSearch
  if (chosen === 'searxng') return searxng
  throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.search.webEngine must be brave or searxng')
}

/** Both engines mark matched words with tags and escape entities in snippets: plain text here. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]{1,6});/gi, (whole, hex: string) => codePoint(Number.parseInt(hex, 16), whole))
    .replace(/&#([0-9]{1,7});/g, (whole, decimal: string) => codePoint(Number.parseInt(decimal, 10), whole))
    .replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
const codePoint = (code: number, whole: string) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole)
const domainOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')
const day = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)
const web = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url)

const braveAnswer = v.object({
  type: v.literal('search'),
  web: v.optional(v.object({
    results: v.array(v.object({ title: v.string(), url: v.string(), description: v.optional(v.string(), ''), page_age: v.optional(v.string()) })),
  })),
})

const searxngAnswer = v.object({
  results: v.array(v.object({
    title: v.optional(v.string(), ''),
    url: v.string(),
    content: v.nullish(v.string(), ''),
    engine: v.optional(v.string()),
    engines: v.optional(v.array(v.string())),
    publishedDate: textOrNull,
  })),
})

/** Ranked web results, http(s) pages only, from the operator's engine. */
export async function searchWeb(upstream: Upstream, settings: Readonly<Record<string, unknown>>, query: WebQuery): Promise<WebResults> {
  const engine = engineOf(settings)
  const client = upstream(engine)
  if (engine === braveSearch) {
    const response = await client.json('/res/v1/web/search', {
      query: { q: query.q, count: query.limit, ...braveLocale(query), safesearch: 'moderate' },
      schema: braveAnswer,
    })
    const rows = (response.data.web?.results ?? []).filter((row) => web(row.url)).slice(0, query.limit)
    const hits = rows.map((row, i) => ({ rank: i + 1, title: plain(row.title), url: row.url, domain: domainOf(row.url), snippet: plain(row.description), published: day(row.page_age), engines: ['brave'] }))
    return { hits, engine, url: response.url }
  }
  const language = query.language ? (query.country ? `${query.language}-${query.country}` : query.language) : 'all'
  const response = await client.json('/search', { query: { q: query.q, format: 'json', language, safesearch: 1, pageno: 1 }, schema: searxngAnswer })
  const rows = response.data.results.filter((row) => web(row.url)).slice(0, query.limit)
  const hits = rows.map((row, i) => ({
    rank: i + 1,
    title: plain(row.title) || domainOf(row.url),
    url: row.url,
    domain: domainOf(row.url),
    snippet: plain(row.content ?? ''),
    published: day(row.publishedDate),
    engines: row.engines ?? (row.engine ? [row.engine] : []),
  }))
  return { hits, engine, url: response.url }
}
