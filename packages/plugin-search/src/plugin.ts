import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import ai from './operations/ai.ts'
import crawl from './operations/crawl.ts'
import extract from './operations/extract.ts'
import web from './operations/web.ts'
import { vocabulary } from './vocabulary.ts'

/** The search group: web search on the operator's engine, an answer from it by the host's model, and page operations (core serves search.endpoints). */
export const searchPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'search',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    crawl, //   POST /api/search/crawl    0.12   the site's pages, through the URL guard, robots.txt obeyed
    extract, // POST /api/search/extract  0.045  the pages, through the URL guard
    web, //     GET  /api/search/web       0.0225 settings.search.webEngine: Brave Search API or a SearXNG instance
    ai, //      GET  /api/search/ai        0.045  search.web's results, answered with citations by settings.ai's text model
  ],
})
