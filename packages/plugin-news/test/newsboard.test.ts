import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { newsPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `hacker-news/${name}` })
const items: Record<string, FixtureAnswer> = Object.fromEntries(
  [8863, 2921983, 121003, 126809].map((id) => [`GET /item/${id}.json`, fixture(`item-${id}.json`)]),
)

const h = testHost({
  plugins: [newsPlugin],
  upstreams: ['hacker-news'],
  routes: {
    ...items,
    'GET /item/99999999.json': { body: 'null' },
    // The Ask HN example's first comment id, answered with the documented comment example.
    'GET /item/121016.json': fixture('item-2921983.json'),
    'GET /topstories.json': fixture('topstories.json'),
    'GET /askstories.json': { body: [121003] },
    'GET /user/jl.json': fixture('user-jl.json'),
    'GET /user/nobody-here.json': { body: 'null' },
  },
})

describe('news.newsboard-item', () => {
  it('answers a story with readable names and an ISO time', async () => {
    const data = await h.ok('/api/news/newsboard-item?id=8863')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      id: 8863,
      type: 'story',
      title: 'My YC app: Dropbox - Throw away your USB drive',
      url: 'http://www.getdropbox.com/u/2/screencast.html',
      author: 'dhouston',
      score: 111,
      comments: 71,
      createdAt: '2007-04-04T19:16:40.000Z',
      parentId: null,
      discussionUrl: 'https://news.ycombinator.com/item?id=8863',
      topComments: [],
    })
    expect(data.items[0].childIds).toHaveLength(33)
    expect(data.source).toMatchObject({ provider: 'Hacker News API' })
    expect(data.source.url).toMatch(/\/item\/8863\.json$/)
  })

  it('answers an Ask HN story\'s empty url as null and includes its first comments on request', async () => {
    const data = await h.ok('/api/news/newsboard-item?id=121003&comments=1')
    expect(data.items[0].url).toBeNull()
    expect(data.items[0].text).toContain('Diggification')
    expect(data.items[0].topComments).toHaveLength(1)
    expect(data.items[0].topComments[0]).toMatchObject({ id: 2921983, author: 'norvig', type: 'comment', parentId: 2921506 })
    expect(h.last().path).toBe('/item/121016.json')
  })

  it('answers 404 for an id the API answers null', async () => {
    await h.status('/api/news/newsboard-item?id=99999999', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad ids and comment counts, naming the field', async () => {
    await h.rejects('/api/news/newsboard-item', 'id')
    await h.rejects('/api/news/newsboard-item?id=0', 'id')
    await h.rejects('/api/news/newsboard-item?id=1.5', 'id')
    await h.rejects('/api/news/newsboard-item?id=8863&comments=21', 'comments')
  })

  h.failures('GET /item/8863.json', '/api/news/newsboard-item?id=8863')
})

describe('news.newsboard-top', () => {
  it('ranks the list\'s stories, leaving out ids that no longer resolve', async () => {
    const data = await h.ok('/api/news/newsboard-top?limit=5')
    expect(data.total).toBe(5)
    expect(data.items.map((item: { id: number }) => item.id)).toEqual([8863, 121003, 126809, 2921983])
    expect(data.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3, 4])
    expect(data.items[2]).toMatchObject({ type: 'poll', pollOptionIds: [126810, 126811, 126812] })
  })

  it('pages with offset and reads the chosen list', async () => {
    const page = await h.ok('/api/news/newsboard-top?limit=1&offset=1')
    expect(page.items).toEqual([expect.objectContaining({ id: 121003, rank: 2 })])
    const ask = await h.ok('/api/news/newsboard-top?list=ask')
    expect(ask.items.map((item: { title: string }) => item.title)).toEqual(['Ask HN: The Arc Effect'])
    expect(h.requests.some((request) => request.path === '/askstories.json')).toBe(true)
  })

  it('rejects an unknown list and out-of-range limits', async () => {
    await h.rejects('/api/news/newsboard-top?list=hot', 'list')
    await h.rejects('/api/news/newsboard-top?limit=51', 'limit')
    await h.rejects('/api/news/newsboard-top?offset=491', 'offset')
  })

  h.failures('GET /topstories.json', '/api/news/newsboard-top')
})

describe('news.newsboard-user', () => {
  it('answers a profile with its latest submissions', async () => {
    const data = await h.ok('/api/news/newsboard-user?id=jl&submitted=3')
    expect(data.items[0]).toEqual({
      id: 'jl',
      karma: 2937,
      createdAt: '2007-03-15T01:50:46.000Z',
      about: 'This is a test',
      submissions: 50,
      latestSubmissionIds: [8265435, 8168423, 8090946],
      profileUrl: 'https://news.ycombinator.com/user?id=jl',
    })
  })

  it('answers 404 for an unknown user and 400 for a malformed name', async () => {
    await h.status('/api/news/newsboard-user?id=nobody-here', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/news/newsboard-user?id=a', 'id')
    await h.rejects('/api/news/newsboard-user?id=has%20space', 'id')
    await h.rejects('/api/news/newsboard-user?id=jl&submitted=101', 'submitted')
  })

  h.failures('GET /user/jl.json', '/api/news/newsboard-user?id=jl')
})
