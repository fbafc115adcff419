import { defineOperation, keyOf, listAnswer, rowLimit, rowOffset, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fetchItems } from '../fetch-items.ts'
import { toNewsItem } from '../hn-item.ts'
import { hackerNews } from '../upstreams/hacker-news.ts'

/** The API's story lists: up to 500 top, new and best stories, up to 200 ask, show and job stories. */
const LISTS = { top: 'topstories', new: 'newstories', best: 'beststories', ask: 'askstories', show: 'showstories', job: 'jobstories' } as const

export default defineOperation({
  name: 'newsboard-top',
  cacheTtl: '1min',
  sources: sourcesInWords('Hacker News API: `topstories`, `newstories`, `beststories`, `askstories`, `showstories`, `jobstories`'),
  method: 'GET',
  description: 'The news board\'s front page and other story lists (top, new, best, ask, show, job), ranked, with each story\'s title, URL, author, score, comment count and time.',
  input: v.object({
    list: v.optional(v.pipe(keyOf(LISTS), v.description('Which list: top (front page), new, best, ask, show or job')), 'top'),
    limit: rowLimit(50, 10, 'Stories to return (1-50)'),
    offset: rowOffset(490, 'Skip this many ranked stories first'),
  }),
  upstreams: [hackerNews],
  keywords: ['top stories on hacker news', 'hacker news front page', 'trending tech news', 'show hn', 'ask hn', 'hn jobs'],
  async handler({ input, upstream }) {
    const client = upstream(hackerNews)
    const ranked = await client.json(`/${LISTS[input.list]}.json`, { schema: v.array(v.number()) })
    const stories = await fetchItems(client, ranked.data.slice(input.offset, input.offset + input.limit))
    const items = stories.map((story, index) => ({ rank: input.offset + index + 1, ...toNewsItem(story) }))
    return listAnswer(items, sourceOf(hackerNews, ranked.url), { total: ranked.data.length })
  },
})
