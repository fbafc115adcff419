import { defineOperation, invalidField, listAnswer, optionalText, pageNumber, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { FIELDS, searchAnswer, workRow } from '../search-answer.ts'
import { openLibrary } from '../upstreams/open-library.ts'

const text = (description: string) => optionalText(2, 200, description)

export default defineOperation({
  name: 'search',
  cacheTtl: '6h',
  sources: sourcesInWords('Open Library `GET /search.json`'),
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
    })
    const items = response.data.docs.map(workRow)
    return listAnswer(items, sourceOf(openLibrary, response.url), { total: response.data.numFound })
  },
})
