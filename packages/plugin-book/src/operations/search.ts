import { defineOperation, invalidField, listAnswer, sourceOf, rowLimit, pageNumber } from '@svc/core'
import * as v from 'valibot'
import { openLibrary } from '../upstreams/open-library.ts'

const text = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200), v.description(description)))

/** The members of a search.json document this operation reads (Open Library sends many more). */
const FIELDS = ['key', 'title', 'author_name', 'author_key', 'first_publish_year', 'edition_count', 'cover_i', 'isbn', 'publisher', 'language', 'subject', 'has_fulltext', 'ebook_access'] as const

const strings = v.optional(v.array(v.string()), [])
const searchAnswer = v.object({
  numFound: v.number(),
  docs: v.array(v.object({
    key: v.string(),
    title: v.optional(v.string(), ''),
    author_name: strings,
    author_key: strings,
    first_publish_year: v.optional(v.number()),
    edition_count: v.optional(v.number(), 0),
    cover_i: v.optional(v.number()),
    isbn: strings,
    publisher: strings,
    language: strings,
    subject: strings,
    has_fulltext: v.optional(v.boolean(), false),
    ebook_access: v.optional(v.string()),
  })),
})

const EBOOK_ACCESS = new Set(['public', 'borrowable', 'printdisabled', 'no_ebook'])
/** Long lists (a classic has thousands of ISBNs and subjects) are cut to a sample. */
const SAMPLE = 10

export default defineOperation({
  name: 'search',
  method: 'GET',
  description: 'Searches books (works) in Open Library by free text, title, author or ISBN: authors, first publication year, editions, cover, ISBNs, publishers, languages, subjects and ebook access.',
  input: v.object({
    q: text('Free text over titles, authors, subjects and identifiers'),
    title: text('Words of the title'),
    author: text('Author name'),
    isbn: v.optional(v.pipe(v.string(), v.trim(), v.minLength(9), v.maxLength(17), v.regex(/^[0-9Xx -]+$/, 'must be digits (and X), optionally with hyphens or spaces'), v.description('ISBN-10 or ISBN-13'))),
    limit: rowLimit(50, 10),
    page: pageNumber(100),
  }),
  upstreams: [openLibrary],
  keywords: ['find a book', 'isbn lookup', 'book by author', 'library catalog', 'novel'],
  // A search without terms can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.q && !input.title && !input.author && !input.isbn) {
      throw invalidField('q', 'give at least one of q, title, author or isbn')
    }
  },
  async handler({ input, upstream }) {
    const isbn = input.isbn?.replace(/[ -]/g, '').toUpperCase()
    const response = await upstream(openLibrary).json('/search.json', {
      query: {
        q: input.q,
        title: input.title,
        author: input.author,
        isbn,
        limit: input.limit,
        page: input.page,
        fields: FIELDS.join(','),
      },
      schema: searchAnswer,
      cacheTtlMs: 6 * 3600_000,
    })
    const items = response.data.docs.map((doc) => ({
      workKey: doc.key,
      title: doc.title,
      authors: doc.author_name,
      authorKeys: doc.author_key.map((key) => (key.startsWith('/authors/') ? key : `/authors/${key}`)),
      firstPublishYear: doc.first_publish_year ?? null,
      editionCount: doc.edition_count,
      coverUrl: doc.cover_i ? `https://covers.openlibrary.org/b/id/${doc.cover_i}-L.jpg` : null,
      isbns: doc.isbn.slice(0, SAMPLE),
      publishers: doc.publisher.slice(0, SAMPLE),
      languages: doc.language,
      subjects: doc.subject.slice(0, SAMPLE),
      hasFullText: doc.has_fulltext,
      ebookAccess: doc.ebook_access && EBOOK_ACCESS.has(doc.ebook_access) ? doc.ebook_access : 'no_ebook',
      url: `https://openlibrary.org${doc.key}`,
    }))
    return listAnswer(items, sourceOf(openLibrary, response.url), { total: response.data.numFound })
  },
})
