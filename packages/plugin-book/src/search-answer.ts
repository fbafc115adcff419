import * as v from 'valibot'

// Open Library's search.json (https://openlibrary.org/dev/docs/api/search), as read here.
/** The members of a search.json document this operation reads (Open Library sends many more). */
export const FIELDS = ['key', 'title', 'author_name', 'author_key', 'first_publish_year', 'edition_count', 'cover_i', 'isbn', 'publisher', 'language', 'subject', 'has_fulltext', 'ebook_access'] as const

const strings = v.optional(v.array(v.string()), [])
export const searchAnswer = v.object({
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

/** A work as the search lists it: author keys as paths, the cover as a URL, long lists cut to a sample. */
export const workRow = (doc: v.InferOutput<typeof searchAnswer>['docs'][number]) => ({
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
})
