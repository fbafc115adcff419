import { createError, defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import { citedAnswer } from '@svc/providers/openai'
import * as v from 'valibot'
import { ENGINE_SETTING, engineAvailability, engineSources, searchWeb } from '../web/engines.ts'
import { country, language, q } from '../web/params.ts'

/** The model answering: settings.ai's model for this operation, else its text model. */
const TEXT_MODEL = { path: 'ai.textModel', description: 'a chat model of settings.ai.models (OpenAI-compatible providers); settings.ai.operationModels.search-ai picks another' }

export default defineOperation({
  name: 'ai',
  method: 'GET',
  description: 'AI web search: runs a web search (the host\'s engine) and has the host\'s language model answer the query from the results, citing them by number; answers the answer and the ranked sources (title, URL, snippet, cited or not).',
  input: v.object({
    q,
    country,
    language,
    limit: rowLimit(10, 5, 'Search results the answer draws on (1-10, default 5)'),
  }),
  requiredSettings: [ENGINE_SETTING, TEXT_MODEL],
  availableWith: engineAvailability,
  sources: [...engineSources, { about: 'then `settings.ai`\'s text model (an OpenAI-compatible provider)', cacheTtl: '0s' }],
  keywords: ['ai search', 'answer with sources', 'perplexity', 'cited answer from the web', 'search and summarize'],
  example: { params: { q: 'how do tide pools form' } },
  async handler(ctx) {
    const { input } = ctx
    const { hits, engine, url } = await searchWeb(ctx.upstream, ctx.settings, input)
    if (hits.length === 0) throw createError('NOT_FOUND', `The web search found no pages for "${input.q}"; nothing was charged`)
    const numbered = hits.map((hit) => `[${hit.rank}] ${hit.title} (${hit.url})${hit.published ? `, ${hit.published}` : ''}\n${hit.snippet}`).join('\n\n')
    // The model settings live under settings.ai, not this group's (the context's members are
    // read one by one: core makes them on first use, so a spread copy of the context would lack them).
    const { answer, cited, model } = await citedAnswer({ settings: ctx.config.settings.ai ?? {}, upstream: ctx.upstream, reportUsage: ctx.reportUsage }, {
      operation: 'search-ai',
      needs: 'text',
      instructions: 'Answer the query from the numbered web search results only. Cite sources inline as [n] after the sentences they support, and list the numbers you cited. If the results do not answer it, say so briefly.',
      content: `Query: ${input.q}\n\nSearch results:\n${numbered}`,
      numbers: hits.map((hit) => hit.rank),
      maxTokens: 1200,
      billing: 'fixed',
    })
    const items = hits.map((hit) => ({ ...hit, cited: cited.has(hit.rank) }))
    return { ...listAnswer(items, sourceOf(engine, url), { total: null }), answer, citations: [...cited].sort((a, b) => a - b), model: model.id }
  },
})
