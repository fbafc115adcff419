import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { newsPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [newsPlugin],
  upstreams: ['hn-search'],
  routes: {
    'GET /search': { file: 'hn-search/search-dropbox.json' },
    'GET /search_by_date': { file: 'hn-search/search-empty.json' },
  },
})

describe('news.newsboard-search', () => {
  it('normalizes stories and comments', async () => {
    const data = await h.ok('/api/news/newsboard-search?q=dropbox')
    expect(data.total).toBe(2)
    expect(data.items[0]).toEqual({
      id: 8863,
      type: 'story',
      title: 'My YC app: Dropbox - Throw away your USB drive',
      url: 'http://www.getdropbox.com/u/2/screencast.html',
      text: null,
      author: 'dhouston',
      points: 111,
      comments: 71,
      createdAt: '2007-04-04T19:16:40Z',
      storyId: null,
      parentId: null,
      discussionUrl: 'https://news.ycombinator.com/item?id=8863',
    })
    expect(data.items[1]).toMatchObject({ id: 2921983, type: 'comment', title: 'Illustrative story title', storyId: 2921506, text: expect.stringContaining('Aw shucks') })
    expect(data.source.provider).toBe('HN Search (Algolia)')
  })

  it('sends type, author, dates and points as tags and numeric filters', async () => {
    await h.ok('/api/news/newsboard-search?q=rust&type=show_hn&author=pg&from=2024-01-01&to=2024-01-31&minPoints=100&limit=5&page=3')
    const sent = h.last()
    expect(sent.path).toBe('/search')
    expect(sent.query.get('query')).toBe('rust')
    expect(sent.query.get('tags')).toBe('show_hn,author_pg')
    expect(sent.query.get('numericFilters')).toBe('created_at_i>=1704067200,created_at_i<1706745600,points>=100')
    expect(sent.query.get('hitsPerPage')).toBe('5')
    expect(sent.query.get('page')).toBe('2')
  })

  it('sorts by date through search_by_date and answers no hits as zero items', async () => {
    const data = await h.ok('/api/news/newsboard-search?q=zzqxj&sort=date')
    expect(data).toMatchObject({ items: [], total: 0 })
    expect(h.last().path).toBe('/search_by_date')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/news/newsboard-search', 'q')
    await h.rejects('/api/news/newsboard-search?q=x&type=link', 'type')
    await h.rejects('/api/news/newsboard-search?q=x&from=2024-02-30', 'from')
    await h.rejects('/api/news/newsboard-search?q=x&from=2024-02-02&to=2024-02-01', 'to')
    await h.rejects('/api/news/newsboard-search?q=x&page=21', 'page')
    await h.rejects('/api/news/newsboard-search?q=x&limit=0', 'limit')
    await h.rejects('/api/news/newsboard-search?q=x&author=a%20b', 'author')
  })

  h.failures('GET /search', '/api/news/newsboard-search?q=dropbox')
})
