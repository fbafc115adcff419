import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { windowedOperation } from '../windowed.ts'

/** GET /api/v1/stock/uspto-patent: USPTO applications and grants naming the company. */
const row = v.object({
  applicationNumber: textOrNull, companyFilingName: v.nullish(v.array(v.string()), []), filingDate: textOrNull, description: textOrNull,
  filingStatus: textOrNull, patentNumber: textOrNull, publicationDate: textOrNull, patentType: textOrNull, url: textOrNull,
})

export default windowedOperation({
  name: 'patents',
  description: 'USPTO patent applications and grants of a listed company (through Finnhub) published between two dates (default the last year), newest first.',
  keywords: ['patents of a company', 'apple patent filings', 'uspto patents by ticker', 'new patents granted to'],
  path: '/api/v1/stock/uspto-patent',
  row,
  item: (patent) => ({
    applicationNumber: patent.applicationNumber,
    patentNumber: patent.patentNumber || null,
    title: patent.description,
    status: patent.filingStatus,
    type: patent.patentType,
    filingDate: dateOnly(patent.filingDate),
    publicationDate: dateOnly(patent.publicationDate),
    applicants: patent.companyFilingName ?? [],
    url: patent.url,
  }),
  newest: (patent) => patent.publicationDate,
})
