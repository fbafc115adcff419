import { defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { country, language, q } from '../web/params.ts'
import { ENGINE_SETTING, engineAvailability, engineSources, searchWeb } from '../web/engines.ts'

export default defineOperation({
  name: 'web',
  method: 'GET',
  description: 'Web search engine results for a query: rank, title, URL, domain, snippet and publication date, from the engine the host runs (Brave Search API or a SearXNG instance).',
  input: v.object({
    q,
    country,
    language,
    limit: rowLimit(20, 10, 'Results to answer (1-20, default 10)'),
  }),
  // No upstream declared: the engine is the operator's choice (Brave's key is checked when brave is chosen).
  requiredSettings: [ENGINE_SETTING],
  availableWith: engineAvailability,
  sources: engineSources,
  keywords: ['google it', 'search the internet', 'web results', 'find web pages about', 'search engine'],
  example: { params: { q: 'tide pools', limit: 5 } },
  async handler({ input, upstream, settings }) {
    const { hits, engine, url } = await searchWeb(upstream, settings, input)
    return listAnswer(hits, sourceOf(engine, url), { total: null })
  },
})
