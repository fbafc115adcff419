import { defineOperation, listAnswer, rowLimit, sourceOf, optionalDate, textOrNull, numberOrNull, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { applicationNumber, day } from '../odp.ts'
import { usptoOdp } from '../upstreams/uspto-odp.ts'

/** GET /api/v1/patent/applications/{applicationNumberText}/documents: the file wrapper's documents. */
const answer = v.object({
  documentBag: v.array(v.object({
    documentIdentifier: v.string(),
    officialDate: textOrNull,
    documentCode: textOrNull,
    documentCodeDescriptionText: textOrNull,
    documentDirectionCategory: textOrNull,
    downloadOptionBag: v.nullish(v.array(v.object({ mimeTypeIdentifier: textOrNull, downloadUrl: textOrNull, downloadURI: textOrNull, pageTotalQuantity: numberOrNull })), []),
  })),
})

export default defineOperation({
  name: 'documents',
  method: 'GET',
  description: 'The file wrapper documents of a U.S. patent application (USPTO Open Data Portal): office actions, claims, notices of allowance, with dates, codes, page counts and download links, newest first.',
  input: v.object({
    applicationNumber,
    codes: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9.]{2,12}(,[A-Z0-9.]{2,12}){0,19}$/, 'must be document codes separated by commas, e.g. CTNF,NOA'), v.description('Only these document codes, comma separated, e.g. CTNF,CTFR,NOA'))),
    from: optionalDate('Official date on or after (YYYY-MM-DD)'),
    to: optionalDate('Official date on or before (YYYY-MM-DD)'),
    limit: rowLimit(500, 100),
  }),
  check(input) {
    requireOrder(input, 'from', 'to')
  },
  upstreams: [usptoOdp],
  cacheTtl: '1h',
  sources: [{ path: '/api/v1/patent/applications/{applicationNumber}/documents' }],
  keywords: ['patent file wrapper', 'office actions of a patent application', 'prosecution history documents', 'notice of allowance'],
  example: { params: { applicationNumber: '16123123' } },
  async handler({ input, upstream }) {
    const query = { documentCodes: input.codes, officialDateFrom: input.from, officialDateTo: input.to }
    const response = await upstream(usptoOdp).json(`/api/v1/patent/applications/${input.applicationNumber}/documents`, { query, schema: answer, notFound: `no documents for USPTO application ${input.applicationNumber}` })
    const rows = response.data.documentBag.map((document) => ({
      documentId: document.documentIdentifier,
      date: day(document.officialDate),
      code: document.documentCode,
      description: document.documentCodeDescriptionText,
      direction: document.documentDirectionCategory,
      downloads: (document.downloadOptionBag ?? []).map((option) => ({ format: option.mimeTypeIdentifier, pages: option.pageTotalQuantity, url: option.downloadUrl ?? option.downloadURI })),
    }))
    rows.sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : 0))
    return listAnswer(rows.slice(0, input.limit), sourceOf(usptoOdp, response.url), { total: rows.length })
  },
})
