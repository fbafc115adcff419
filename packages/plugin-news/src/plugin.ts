import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** News: the news board (Hacker News) and worldwide online news (GDELT). */
export const newsPlugin = definePlugin({
  group: 'news',
  search: { vocabulary },
  operations,
})
