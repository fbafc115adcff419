import { defineOperation, listAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { finnhub, windowedInput, windowedRows } from '../windowed.ts'

/** GET /api/v1/stock/uspto-patent: USPTO applications and grants naming the company. */
const row = v.object({
  applicationNumber: textOrNull, companyFilingName: v.nullish(v.array(v.string()), []), filingDate: textOrNull, description: textOrNull,
  filingStatus: textOrNull, patentNumber: textOrNull, publicationDate: textOrNull, patentType: textOrNull, url: textOrNull,
})
const WINDOW = { defaultDays: 365, maxDays: 5 * 366 }

export default defineOperation({
  name: 'patents',
  method: 'GET',
  description: 'USPTO patent applications and grants of a listed company (through Finnhub) published between two dates (default the last year), newest first.',
  input: v.object(windowedInput(WINDOW.defaultDays, WINDOW.maxDays)),
  upstreams: [finnhub],
  keywords: ['patents of a company', 'apple patent filings', 'uspto patents by ticker', 'new patents granted to'],
  async handler({ input, upstream }) {
    const { rows, url } = await windowedRows(upstream(finnhub), '/api/v1/stock/uspto-patent', row, input, WINDOW)
    const items = rows
      .map((patent) => ({
        applicationNumber: patent.applicationNumber,
        patentNumber: patent.patentNumber || null,
        title: patent.description,
        status: patent.filingStatus,
        type: patent.patentType,
        filingDate: dateOnly(patent.filingDate),
        publicationDate: dateOnly(patent.publicationDate),
        applicants: patent.companyFilingName ?? [],
        url: patent.url,
      }))
      .sort((a, b) => ((a.publicationDate ?? '') < (b.publicationDate ?? '') ? 1 : -1))
    return listAnswer(items.slice(0, input.limit), sourceOf(finnhub, url), { total: items.length })
  },
})
