import { createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { isoTime } from '../hn-item.ts'
import { hackerNews } from '../upstreams/hacker-news.ts'

const userSchema = v.nullable(v.object({
  id: v.string(),
  created: v.number(),
  karma: v.number(),
  about: v.optional(v.string()),
  submitted: v.optional(v.array(v.number()), []),
}))

export default defineOperation({
  name: 'newsboard-user',
  cacheTtl: '10min',
  sources: sourcesInWords('Hacker News API: `user/<id>`'),
  method: 'GET',
  description: 'A news board user\'s public profile: karma, account creation date, self-description (HTML) and the ids of their latest submissions.',
  input: v.object({
    id: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{2,15}$/, 'must be a username of 2-15 letters, digits, - or _'), v.description('Username (case-sensitive), e.g. pg')),
    submitted: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100), v.description('How many of the latest submission ids to include (0-100)')), 20),
  }),
  upstreams: [hackerNews],
  keywords: ['hacker news user', 'hn karma', 'hacker news profile'],
  async handler({ input, upstream }) {
    const response = await upstream(hackerNews).json(`/user/${input.id}.json`, { schema: userSchema })
    const user = response.data
    if (!user) throw createError('NOT_FOUND', `No Hacker News user is named ${input.id}`)
    return lookupAnswer({
      id: user.id,
      karma: user.karma,
      createdAt: isoTime(user.created),
      about: user.about ?? null,
      submissions: user.submitted.length,
      latestSubmissionIds: user.submitted.slice(0, input.submitted),
      profileUrl: `https://news.ycombinator.com/user?id=${encodeURIComponent(user.id)}`,
    }, sourceOf(hackerNews, response.url))
  },
})
