import * as v from 'valibot'

const dateParts = v.nullish(v.object({ 'date-parts': v.array(v.array(v.nullable(v.number()))) }))
const strings = v.optional(v.array(v.string()), [])

/** The members of a Crossref work this package reads. */
export const workSchema = v.object({
  DOI: v.string(),
  type: v.optional(v.string()),
  title: strings,
  subtitle: strings,
  'container-title': strings,
  publisher: v.optional(v.string()),
  author: v.optional(v.array(v.object({
    given: v.optional(v.string()),
    family: v.optional(v.string()),
    name: v.optional(v.string()),
    ORCID: v.optional(v.string()),
    affiliation: v.optional(v.array(v.object({ name: v.string() })), []),
  })), []),
  issued: dateParts,
  'published-print': dateParts,
  'published-online': dateParts,
  volume: v.optional(v.string()),
  issue: v.optional(v.string()),
  page: v.optional(v.string()),
  ISSN: strings,
  ISBN: strings,
  URL: v.optional(v.string()),
  abstract: v.optional(v.string()),
  subject: strings,
  language: v.optional(v.string()),
  'is-referenced-by-count': v.optional(v.number()),
  'references-count': v.optional(v.number()),
  license: v.optional(v.array(v.object({ URL: v.string() })), []),
  link: v.optional(v.array(v.object({ URL: v.string(), 'content-type': v.optional(v.string()) })), []),
  'update-to': v.optional(v.array(v.object({ type: v.string(), DOI: v.string() })), []),
})

export type CrossrefWork = v.InferOutput<typeof workSchema>

/** Crossref's `date-parts` ([[2018, 2, 13]], or only a year) -> `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
export function partialDate(value: v.InferOutput<typeof dateParts>): string | null {
  const parts = value?.['date-parts'][0]?.filter((part): part is number => typeof part === 'number')
  if (!parts?.length) return null
  return parts.map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0'))).join('-')
}

/** Abstracts come as JATS XML (`<jats:p>...`): the text without its tags. */
export function plainAbstract(jats: string | undefined): string | null {
  if (!jats) return null
  const text = jats.replace(/<jats:title>[^<]*<\/jats:title>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
  return text || null
}

/** The work as paper.doi-lookup answers it. */
export function toPaper(work: CrossrefWork) {
  return {
    doi: work.DOI.toLowerCase(),
    title: [work.title[0], work.subtitle[0]].filter(Boolean).join(': ') || null,
    type: work.type ?? null,
    authors: work.author.map((author) => ({
      name: author.name ?? [author.given, author.family].filter(Boolean).join(' '),
      given: author.given ?? null,
      family: author.family ?? null,
      orcid: author.ORCID ?? null,
      affiliations: author.affiliation.map((place) => place.name),
    })),
    venue: work['container-title'][0] ?? null,
    publisher: work.publisher ?? null,
    published: partialDate(work.issued),
    publishedPrint: partialDate(work['published-print']),
    publishedOnline: partialDate(work['published-online']),
    volume: work.volume ?? null,
    issue: work.issue ?? null,
    pages: work.page ?? null,
    issn: work.ISSN,
    isbn: work.ISBN,
    subjects: work.subject,
    language: work.language ?? null,
    abstract: plainAbstract(work.abstract),
    citedByCount: work['is-referenced-by-count'] ?? null,
    referencesCount: work['references-count'] ?? null,
    licenses: work.license.map((license) => license.URL),
    fullTextLinks: work.link.map((link) => ({ url: link.URL, contentType: link['content-type'] ?? null })),
    updates: work['update-to'].map((update) => ({ type: update.type, doi: update.DOI.toLowerCase() })),
    url: work.URL ?? `https://doi.org/${work.DOI}`,
  }
}
