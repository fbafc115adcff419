import { createError, defineOperation, invalidField } from '@svc/core'
import * as v from 'valibot'
import { webUrl } from '../inputs.ts'
import { fetchSources, sourceDigest } from '../research/sources.ts'
import { webSearch, webSearchSource } from '../research/web-search.ts'
import { runStructured } from '@svc/providers/openai'
import { braveSearch, braveSearchForAi } from '@svc/providers/brave-search'
import { TEXT_MODEL } from '../requirements.ts'

export default defineOperation({
  name: 'research',
  sources: [{ about: "the caller's pages (URL guard), else the top 5 web results; `textModel`", cacheTtl: '0s' }, webSearchSource],
  method: 'POST',
  description: 'Researches a question from up to 5 web pages (the caller\'s URLs, or the top web results when the host has a search key): a 2-4 sentence summary and key facts, each citing the sources it rests on, grounded only in the fetched pages, with the source list. By the host\'s language model, billed by the tokens used.',
  input: v.strictObject({
    query: v.pipe(v.string(), v.minLength(2), v.maxLength(400)),
    urls: v.optional(v.pipe(v.array(webUrl()), v.maxLength(5))),
  }),
  effects: ['fetch'],
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  keywords: ['research a topic', 'summarize sources', 'answer from web pages', 'fact finding', 'literature summary'],
  // No URLs on a host without web search can only fail: the 400 comes before any 402.
  check: (input, host) => {
    if (input.urls?.length) return
    try {
      host.needs(braveSearch)
    } catch {
      throw invalidField('urls', 'give 1 to 5 URLs to research; this host has no web search to find them (SVC_UPSTREAM_BRAVE_SEARCH_KEY)')
    }
    // The search results feed the model: 503 naming upstreams.brave-search.plan unless the plan licenses AI inference.
    host.needs(braveSearchForAi)
  },
  async handler(ctx) {
    const { input } = ctx
    let urls = input.urls ?? []
    if (urls.length === 0) {
      const search = ctx.upstream(braveSearchForAi)
      urls = (await webSearch(search, input.query, 'general', 5)).map((hit) => hit.url)
    }
    const sources = await fetchSources(urls, 'urls', ctx.signal)
    const fetched = sources.filter((source) => source.status === 'fetched').map((source) => source.index)
    if (fetched.length === 0) throw createError('UPSTREAM_FAILED', `None of the ${sources.length} sources could be fetched, so nothing can be grounded; nothing was charged`)
    const cited = v.pipe(v.array(v.picklist(fetched.map(String) as [string, ...string[]])), v.minLength(1))
    const { value, model } = await runStructured(ctx, {
      operation: 'research',
      needs: 'text',
      instructions: 'Research the question using only the numbered sources below, never outside knowledge. Write a summary of 2 to 4 sentences and the key facts, each citing the numbers of the sources it comes from. Say so in the summary when the sources do not answer the question.',
      content: `Question: ${input.query}\n\nSources:\n${sourceDigest(sources)}`,
      schema: v.object({
        summary: v.pipe(v.string(), v.minLength(1), v.maxLength(1500)),
        keyFacts: v.pipe(v.array(v.object({ fact: v.pipe(v.string(), v.minLength(1), v.maxLength(500)), sources: cited })), v.maxLength(12)),
      }),
      maxTokens: 1500,
      billing: 'usage',
    })
    return {
      query: input.query,
      summary: value.summary,
      keyFacts: value.keyFacts.map((fact) => ({ fact: fact.fact, sources: [...new Set(fact.sources.map(Number))].sort((a, b) => a - b) })),
      sources: sources.map((source) => source.status === 'fetched'
        ? { index: source.index, url: source.url, finalUrl: source.page.finalUrl, title: source.page.title, status: 'fetched', truncated: source.page.truncated }
        : { index: source.index, url: source.url, finalUrl: null, title: null, status: 'failed', error: source.error }),
      meta: { engine: 'model', model: model.id, searched: !input.urls?.length },
    }
  },
})
