import { defineOperation, invalidField, lookupAnswer, requiredText, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { toPaper, workSchema } from '../crossref-work.ts'
import { crossref } from '../upstreams/crossref.ts'

const answerSchema = v.object({ status: v.literal('ok'), message: workSchema })
const DOI = /^10\.\d{4,9}\/\S+$/

/** The DOI of a doi.org URL or a `doi:` reference, or the text as given. */
const bareDoi = (text: string) => text.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, '')

export default defineOperation({
  name: 'doi-lookup',
  cacheTtl: '1d',
  sources: sourcesInWords('Crossref `GET /works/{doi}`'),
  method: 'GET',
  description: 'Metadata of a DOI from Crossref: title, authors with ORCID and affiliations, journal or book, publisher, dates, volume, issue and pages, ISSN/ISBN, abstract, citation and reference counts, licenses, full-text links and corrections or retractions it is subject to.',
  input: v.object({
    doi: requiredText(7, 300, 'DOI, e.g. 10.7717/peerj.4375, or a doi.org URL'),
  }),
  upstreams: [crossref],
  keywords: ['doi lookup', 'resolve a doi', 'citation metadata for a doi', 'cite this paper', 'journal article details'],
  // Something that is no DOI can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!DOI.test(bareDoi(input.doi))) throw invalidField('doi', 'must be a DOI such as 10.1000/xyz123')
  },
  async handler({ input, upstream, settings }) {
    const doi = bareDoi(input.doi)
    const response = await upstream(crossref).json(`/works/${encodeURIComponent(doi)}`, {
      query: { mailto: typeof settings.contactEmail === 'string' ? settings.contactEmail : undefined },
      schema: answerSchema,
      notFound: `Crossref has no record of DOI ${doi} (it may be registered with another agency, e.g. DataCite)`,
    })
    return lookupAnswer(toPaper(response.data.message), sourceOf(crossref, response.url))
  },
})
