import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { bookPlugin } from '../src/index.ts'

const SEARCH = 'GET /search.json'

describe('book.search', () => {
  const h = testHost({ plugins: [bookPlugin], upstreams: ['open-library'], fixtures: 'fixtures/open-library', routes: { [SEARCH]: 'search-title.json' } })
  const call = (query: string) => h.call(`/api/book/search?${query}`)

  it('normalizes Open Library works into the spec\'s records', async () => {
    const { status, body } = await call('title=the%20lord%20of%20the%20rings&limit=2')
    expect(status).toBe(200)
    expect(body.data.ok).toBe(true)
    expect(body.data.total).toBe(629)
    expect(body.data.items).toHaveLength(2)
    expect(body.data.items[0]).toStrictEqual({
      workKey: '/works/OL27448W',
      title: 'The Lord of the Rings',
      authors: ['J.R.R. Tolkien'],
      authorKeys: ['/authors/OL26320A'],
      firstPublishYear: 1954,
      editionCount: 256,
      coverUrl: 'https://covers.openlibrary.org/b/id/14625765-L.jpg',
      isbns: ['9780261102385', '0261102389', '9780618640157', '0618640150', '9780395193952', '0395193958', '9788845292613', '8845292614', '9780007136568', '0007136560'],
      publishers: ['HarperCollins', 'Houghton Mifflin', 'Allen & Unwin', 'Mariner Books', 'Bompiani', 'Del Rey', 'Ballantine Books', 'George Allen & Unwin', 'Minotauro', 'Klett-Cotta'],
      languages: ['eng', 'spa', 'ger', 'fre'],
      subjects: ['Fiction', 'Fantasy fiction', 'Middle Earth (Imaginary place)', 'Frodo Baggins (Fictitious character)', 'Quests (Expeditions)', 'English Fantasy fiction', 'Wizards', 'Hobbits', 'Good and evil', 'Elves'],
      hasFullText: true,
      ebookAccess: 'borrowable',
      url: 'https://openlibrary.org/works/OL27448W',
    })
    // A work without cover or ISBNs still has every field.
    expect(body.data.items[1]).toMatchObject({ coverUrl: null, isbns: [], subjects: [], ebookAccess: 'no_ebook', authorKeys: ['/authors/OL26320A', '/authors/OL2631291A'] })
    expect(body.data.source).toMatchObject({ provider: 'Open Library', license: expect.stringContaining('CC0') })
    expect(body.data.source.url).toContain('/search.json?title=the+lord+of+the+rings')
  })

  it('passes the search to Open Library with the fields it reads and a normalized ISBN', async () => {
    await call('isbn=978-0-261-10238-5&page=2&limit=5')
    const sent = h.last(SEARCH).query
    expect(sent.get('isbn')).toBe('9780261102385')
    expect(sent.get('page')).toBe('2')
    expect(sent.get('limit')).toBe('5')
    expect(sent.get('fields')!.split(',')).toEqual(expect.arrayContaining(['key', 'title', 'isbn', 'ebook_access', 'cover_i']))
    // Open Library asks frequent callers to name their application.
    expect(h.last(SEARCH).headers['user-agent']).toMatch(/^svc-plugin-book /)
  })

  it('answers an empty result as zero items', async () => {
    h.set(SEARCH, 'search-empty.json')
    const { status, body } = await call('q=zzqxjv%20nonexistent')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, items: [], total: 0 })
  })

  h.failures(SEARCH, '/api/book/search?q=tolkien')

  h.refusals('/api/book/search', [
    ['', 'q'],
    ['q=a', 'q'],
    [`title=${'x'.repeat(201)}`, 'title'],
    ['author=b', 'author'],
    ['isbn=12345678', 'isbn'],
    ['isbn=978026110238512345', 'isbn'],
    ['isbn=97802611O2385', 'isbn'],
    ['q=tolkien&limit=0', 'limit'],
    ['q=tolkien&limit=51', 'limit'],
    ['q=tolkien&page=101', 'page'],
    ['q=tolkien&page=1.5', 'page'],
    ['q=tolkien&sort=new', 'sort'],
  ])
})
