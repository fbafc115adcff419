import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import ai from './operations/ai.ts'
import crawl from './operations/crawl.ts'
import extract from './operations/extract.ts'
import web from './operations/web.ts'
import { vocabulary } from './vocabulary.ts'

/** The search group: web search on the operator's engine, an answer from it by the host's model, and page operations (core serves search.endpoints). */
export const searchPlugin = definePlugin({
  examples,
  group: 'search',
  search: { vocabulary },
  operations: [
    crawl,
    extract,
    web,
    ai,
  ],
})
