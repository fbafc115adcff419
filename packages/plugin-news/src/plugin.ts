import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import newsboardItem from './operations/newsboard-item.ts'
import newsboardSearch from './operations/newsboard-search.ts'
import newsboardTop from './operations/newsboard-top.ts'
import newsboardUser from './operations/newsboard-user.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** News: the news board (Hacker News) and worldwide online news (GDELT). */
export const newsPlugin = definePlugin({
  examples,
  group: 'news',
  search: { vocabulary },
  operations: [
    newsboardItem,
    newsboardSearch,
    newsboardTop,
    newsboardUser,
    search,
  ],
})
