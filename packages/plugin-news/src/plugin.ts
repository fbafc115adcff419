import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import newsboardItem from './operations/newsboard-item.ts'
import newsboardSearch from './operations/newsboard-search.ts'
import newsboardTop from './operations/newsboard-top.ts'
import newsboardUser from './operations/newsboard-user.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** News: the news board (Hacker News) and worldwide online news (GDELT). */
export const newsPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'news',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    newsboardItem, // GET /api/news/newsboard-item    0.003   Hacker News API (Firebase)
    newsboardSearch, // GET /api/news/newsboard-search 0.003  HN Search (Algolia)
    newsboardTop, // GET /api/news/newsboard-top      0.003   Hacker News API (Firebase)
    newsboardUser, // GET /api/news/newsboard-user    0.003   Hacker News API (Firebase)
    search, // GET /api/news/search                   0.0225  GDELT DOC 2.0 API
  ],
})
