import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fetchItem, fetchItems } from '../fetch-items.ts'
import { toNewsItem } from '../hn-item.ts'
import { hackerNews } from '../upstreams/hacker-news.ts'

export default defineOperation({
  name: 'newsboard-item',
  cacheTtl: '1min',
  sources: sourcesInWords('[Hacker News API](https://github.com/HackerNews/API) (Firebase)'),
  method: 'GET',
  description: 'One item of the news board (story, comment, job, poll or poll option) by id: title, URL, text, author, score, comment count, time, parent and child ids; optionally its first top-level comments.',
  input: v.object({
    id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000), v.description('Item id, e.g. 8863')),
    comments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20), v.description('How many top-level comments to include, in ranked order (0-20)')), 0),
  }),
  upstreams: [hackerNews],
  keywords: ['hacker news story', 'hn item', 'hacker news comment', 'y combinator news post'],
  async handler({ input, upstream }) {
    const client = upstream(hackerNews)
    const { item, url } = await fetchItem(client, input.id)
    const children = input.comments > 0 ? await fetchItems(client, item.kids.slice(0, input.comments)) : []
    return lookupAnswer({ ...toNewsItem(item), topComments: children.map(toNewsItem) }, sourceOf(hackerNews, url))
  },
})
