import * as v from 'valibot'
import { bareDoi, shortId } from '@svc/providers/openalex'
import { numberOrNull, textOrNull } from '@svc/core'

const institution = v.object({ id: textOrNull, display_name: textOrNull, ror: textOrNull, country_code: textOrNull })

/** The members of a Work object this package reads (OpenAlex sends many more). */
export const workSchema = v.object({
  id: v.string(),
  doi: textOrNull,
  display_name: textOrNull,
  publication_year: numberOrNull,
  publication_date: textOrNull,
  type: textOrNull,
  cited_by_count: v.optional(v.number(), 0),
  is_retracted: v.optional(v.boolean(), false),
  language: textOrNull,
  open_access: v.nullish(v.object({ is_oa: v.boolean(), oa_status: textOrNull, oa_url: textOrNull })),
  authorships: v.optional(v.array(v.object({
    author: v.object({ id: textOrNull, display_name: textOrNull, orcid: textOrNull }),
    institutions: v.optional(v.array(institution), []),
  })), []),
  primary_location: v.nullish(v.object({
    landing_page_url: textOrNull,
    pdf_url: textOrNull,
    source: v.nullish(v.object({ id: textOrNull, display_name: textOrNull, issn_l: textOrNull, type: textOrNull })),
  })),
  abstract_inverted_index: v.nullish(v.record(v.string(), v.array(v.number()))),
})

export const workListSchema = v.object({ meta: v.object({ count: v.number() }), results: v.array(workSchema) })

export type Work = v.InferOutput<typeof workSchema>

/** A work as svc answers it. */
export function toPaper(work: Work) {
  const source = work.primary_location?.source
  return {
    id: shortId(work.id),
    doi: bareDoi(work.doi),
    title: work.display_name ?? null,
    year: work.publication_year ?? null,
    publishedOn: work.publication_date ?? null,
    type: work.type ?? null,
    venue: source?.display_name ?? null,
    issn: source?.issn_l ?? null,
    authors: work.authorships.map((authorship) => ({
      name: authorship.author.display_name ?? null,
      id: authorship.author.id ? shortId(authorship.author.id) : null,
      orcid: authorship.author.orcid ?? null,
      institutions: authorship.institutions.map((place) => place.display_name).filter((name): name is string => Boolean(name)),
    })),
    citedByCount: work.cited_by_count,
    openAccess: work.open_access ? { isOpen: work.open_access.is_oa, status: work.open_access.oa_status ?? null, url: work.open_access.oa_url ?? null } : null,
    retracted: work.is_retracted,
    language: work.language ?? null,
    abstract: work.abstract_inverted_index ? abstractText(work.abstract_inverted_index) : null,
    url: work.primary_location?.landing_page_url ?? work.doi ?? null,
    pdfUrl: work.primary_location?.pdf_url ?? null,
    openAlexUrl: work.id,
  }
}

/** OpenAlex ships abstracts as an inverted index (word -> positions); this puts the words back in order. */
export function abstractText(index: Record<string, number[]>): string {
  const words: string[] = []
  for (const word in index) for (const position of index[word]!) words[position] = word
  return words.filter((word) => word !== undefined).join(' ')
}
