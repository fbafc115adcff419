import * as v from 'valibot'
import { bareDoi, shortId } from '@svc/providers/openalex'

const institution = v.object({ id: v.nullish(v.string()), display_name: v.nullish(v.string()), ror: v.nullish(v.string()), country_code: v.nullish(v.string()) })

/** The members of a Work object this package reads (OpenAlex sends many more). */
export const workSchema = v.object({
  id: v.string(),
  doi: v.nullish(v.string()),
  display_name: v.nullish(v.string()),
  publication_year: v.nullish(v.number()),
  publication_date: v.nullish(v.string()),
  type: v.nullish(v.string()),
  cited_by_count: v.optional(v.number(), 0),
  is_retracted: v.optional(v.boolean(), false),
  language: v.nullish(v.string()),
  open_access: v.nullish(v.object({ is_oa: v.boolean(), oa_status: v.nullish(v.string()), oa_url: v.nullish(v.string()) })),
  authorships: v.optional(v.array(v.object({
    author: v.object({ id: v.nullish(v.string()), display_name: v.nullish(v.string()), orcid: v.nullish(v.string()) }),
    institutions: v.optional(v.array(institution), []),
  })), []),
  primary_location: v.nullish(v.object({
    landing_page_url: v.nullish(v.string()),
    pdf_url: v.nullish(v.string()),
    source: v.nullish(v.object({ id: v.nullish(v.string()), display_name: v.nullish(v.string()), issn_l: v.nullish(v.string()), type: v.nullish(v.string()) })),
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
