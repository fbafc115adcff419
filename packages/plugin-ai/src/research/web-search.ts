import type { OperationSource, UpstreamClient } from '@svc/core'
import { braveSearchForAi } from '@svc/providers/brave-search'
import * as v from 'valibot'

const result = v.object({ title: v.string(), url: v.string(), description: v.optional(v.string(), ''), age: v.optional(v.string()) })
const webAnswer = v.object({ type: v.literal('search'), web: v.optional(v.object({ results: v.array(result) })) })
const newsAnswer = v.object({ type: v.literal('news'), results: v.array(result) })

export interface SearchHit {
  rank: number
  title: string
  url: string
  snippet: string
  age: string | null
}

/** What `webSearch` reads, for the operations that call it: Brave's web and news results, kept 10 min. */
export const webSearchSource: OperationSource = { upstream: braveSearchForAi, path: '/res/v1/web/search', cacheTtl: '10min' }
export const newsSearchSource: OperationSource = { upstream: braveSearchForAi, path: '/res/v1/news/search', cacheTtl: '10min' }

/** Brave's snippets mark the matched words with <strong>; plain text here. */
function plain(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
}

/** Ranked web (or news) results for a query, http(s) pages only. */
export async function webSearch(client: UpstreamClient, query: string, topic: 'general' | 'news', count: number): Promise<SearchHit[]> {
  const request = { query: { q: query, count, safesearch: 'moderate' } }
  const results = topic === 'news'
    ? (await client.json('/res/v1/news/search', { ...request, schema: newsAnswer })).data.results
    : (await client.json('/res/v1/web/search', { ...request, schema: webAnswer })).data.web?.results ?? []
  return results
    .filter((item) => /^https?:\/\//i.test(item.url))
    .slice(0, count)
    .map((item, i) => ({ rank: i + 1, title: plain(item.title), url: item.url, snippet: plain(item.description), age: item.age ?? null }))
}
