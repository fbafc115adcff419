import { createError, defineOperation, listAnswer, optionalText, requireOne, rowLimit, rowOffset, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { fccEcfs } from '../upstreams/fcc-ecfs.ts'

const named = v.looseObject({ name: textOrNull })
const filing = v.looseObject({
  id_submission: v.union([v.string(), v.number()]),
  proceedings: v.nullish(v.array(v.looseObject({ name: textOrNull, description: textOrNull })), []),
  filers: v.nullish(v.array(named), []),
  authors: v.nullish(v.array(named), []),
  lawfirms: v.nullish(v.array(named), []),
  submissiontype: v.nullish(v.looseObject({ description: textOrNull, abbreviation: textOrNull }), null),
  date_received: textOrNull,
  date_disseminated: textOrNull,
  brief_comment_summary: textOrNull,
  text_data: textOrNull,
  documents: v.nullish(v.array(v.looseObject({ filename: textOrNull, src: textOrNull })), []),
  addressentity: v.nullish(v.looseObject({ city: textOrNull, state: textOrNull, zip_code: textOrNull }), null),
})
const answer = v.object({ filing: v.array(filing) })

const names = (list: Array<{ name: string | null }> | null) => (list ?? []).map((one) => one.name?.trim()).filter((name): name is string => !!name)
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)

export default defineOperation({
  name: 'fcc-filings',
  cacheTtl: '30min',
  sources: sourcesInWords('`fcc-ecfs`: publicapi.fcc.gov `/ecfs/filings` (api.data.gov key)'),
  method: 'GET',
  description: 'Filings in FCC proceedings from the Electronic Comment Filing System (ECFS): by docket number or filer, newest first; submission id, type (comment, reply, ex parte...), dockets, filers, authors and law firms, received and posted dates, summary and document links.',
  input: v.object({
    proceeding: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{2}-\d{1,4}|[A-Z]{2,10}[-\d.]*)$/i, 'must be a docket number such as 17-108 (or a named proceeding such as RM-11708)'), v.description('Docket (proceeding) number, e.g. 17-108'))),
    filer: optionalText(2, 100, 'Filer name, e.g. Verizon'),
    type: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['COMMENT', 'REPLY TO COMMENTS', 'NOTICE OF EX PARTE', 'LETTER', 'PETITION FOR RECONSIDERATION', 'STATEMENT', 'MOTION', 'REPORT']), v.description('Submission type, e.g. COMMENT, NOTICE OF EX PARTE'))),
    limit: rowLimit(100, 25, 'Filings per page (1-100, default 25)'),
    offset: rowOffset(10_000, 'Filings to skip'),
  }),
  upstreams: [fccEcfs],
  keywords: ['fcc docket', 'fcc comments', 'ecfs', 'ex parte filing', 'telecom regulatory filings', 'net neutrality comments'],
  check: (input) => requireOne(input, ['proceeding', 'filer']),
  async handler({ input, upstream }) {
    const response = await upstream(fccEcfs).json('/ecfs/filings', {
      query: {
        'proceedings.name': input.proceeding,
        'filers.name': input.filer,
        'submissiontype.description': input.type,
        sort: 'date_disseminated,DESC',
        limit: input.limit,
        offset: input.offset,
      },
      schema: answer,
    })
    if (response.data.filing.length === 0 && input.offset === 0 && input.proceeding && !input.filer && !input.type) {
      throw createError('NOT_FOUND', `proceeding: ECFS has no filings in docket ${input.proceeding}`)
    }
    const items = response.data.filing.map((one) => {
      const id = String(one.id_submission)
      return {
        id,
        type: one.submissiontype?.description ?? null,
        proceedings: (one.proceedings ?? []).map((proceeding) => ({ name: proceeding.name, description: proceeding.description })),
        filers: names(one.filers),
        authors: names(one.authors),
        lawFirms: names(one.lawfirms),
        received: day(one.date_received),
        posted: day(one.date_disseminated),
        summary: one.brief_comment_summary?.trim() || one.text_data?.trim().slice(0, 500) || null,
        location: one.addressentity ? { city: one.addressentity.city, state: one.addressentity.state, zip: one.addressentity.zip_code } : null,
        documents: (one.documents ?? []).map((doc) => ({ name: doc.filename, url: doc.src })),
        url: `https://www.fcc.gov/ecfs/search/search-filings/filing/${encodeURIComponent(id)}`,
      }
    })
    return listAnswer(items, sourceOf(fccEcfs, response.url), { total: null })
  },
})
