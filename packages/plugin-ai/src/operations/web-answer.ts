import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { fetchSources, sourceDigest } from '../research/sources.ts'
import { newsSearchSource, webSearch, webSearchSource } from '../research/web-search.ts'
import { citedAnswer } from '@svc/providers/openai'
import { braveSearchForAi } from '@svc/providers/brave-search'
import { TEXT_MODEL } from '../requirements.ts'

export default defineOperation({
  name: 'web-answer',
  sources: [webSearchSource, newsSearchSource, { about: 'the pages (URL guard); `textModel`', cacheTtl: '0s' }],
  method: 'POST',
  description: 'Answers a question from a live web search (general or news, Brave Search): the top pages are fetched and the answer cites them by number, with the ranked source pages (title, URL, snippet). By the host\'s language model, billed by the tokens used.',
  input: v.strictObject({
    query: v.pipe(v.string(), v.minLength(2), v.maxLength(400)),
    topic: v.optional(v.picklist(['general', 'news']), 'general'),
    maxResults: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 5),
  }),
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  // Its results feed the model: only a Brave plan that licenses AI inference (upstreams.brave-search.plan) serves it.
  upstreams: [braveSearchForAi],
  keywords: ['search the web and answer', 'perplexity style answer', 'cited answer', 'latest news answer', 'question answering with sources'],
  async handler(ctx) {
    const { input } = ctx
    const hits = await webSearch(ctx.upstream(braveSearchForAi), input.query, input.topic, input.maxResults)
    if (hits.length === 0) throw createError('NOT_FOUND', `The web search found no pages for "${input.query}"; nothing was charged`)
    const sources = await fetchSources(hits.map((hit) => hit.url), 'url', ctx.signal)
    // A page that could not be fetched still contributes its search snippet.
    const material = `${sourceDigest(sources)}\n\n${hits.filter((_, i) => sources[i]!.status === 'failed').map((hit) => `[${hit.rank}] ${hit.title} (${hit.url}), snippet only:\n${hit.snippet}`).join('\n\n')}`
    const { answer, cited, model } = await citedAnswer(ctx, {
      operation: 'web-answer',
      needs: 'text',
      instructions: 'Answer the question from the numbered search results only. Cite sources inline as [n] after the sentences they support, and list the numbers you cited. Say so when the results do not answer it.',
      content: `Question: ${input.query}\n\nSearch results:\n${material}`,
      numbers: hits.map((hit) => hit.rank),
      maxTokens: 1500,
      billing: 'usage',
    })
    return {
      query: input.query,
      topic: input.topic,
      answer,
      sources: hits.map((hit, i) => ({ ...hit, cited: cited.has(hit.rank), fetched: sources[i]!.status === 'fetched' })),
      meta: { engine: 'model', model: model.id, search: braveSearchForAi.name },
    }
  },
})
