import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { finnhub, windowedInput, windowedRows } from '../windowed.ts'

const text = v.nullish(v.string(), null)
const number = v.nullish(v.number(), null)
/** GET /api/v1/stock/lobbying: Senate and House lobbying disclosures (LD-2) naming the company. */
const row = v.object({
  name: text, description: text, country: text, year: number, period: text, type: text, documentUrl: text,
  income: number, expenses: number, postedName: text, date: text, clientId: text, registrantId: text, senateId: text, houseregistrantId: text,
})
const WINDOW = { defaultDays: 365, maxDays: 5 * 366 }

export default defineOperation({
  name: 'lobbying',
  method: 'GET',
  description: 'US lobbying disclosures of a listed company (Senate LDA filings through Finnhub): period, amounts spent (expenses) or paid to firms (income), issues and filing document, between two dates (default the last year).',
  input: v.object(windowedInput(WINDOW.defaultDays, WINDOW.maxDays)),
  price: { usd: 0.0025 },
  upstreams: [finnhub],
  keywords: ['lobbying spending of a company', 'how much does amazon spend on lobbying', 'lobbying disclosures by ticker'],
  async handler({ input, upstream }) {
    const { rows, url } = await windowedRows(upstream(finnhub), '/api/v1/stock/lobbying', row, input, WINDOW)
    const items = rows
      .map((filing) => ({
        date: dateOnly(filing.date),
        year: filing.year,
        period: filing.period,
        client: filing.name,
        filer: filing.postedName,
        description: filing.description,
        type: filing.type,
        expenses: filing.expenses,
        income: filing.income,
        country: filing.country,
        senateId: filing.senateId,
        houseRegistrantId: filing.houseregistrantId,
        documentUrl: filing.documentUrl,
      }))
      .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : -1))
    return listAnswer(items.slice(0, input.limit), sourceOf(finnhub, url), { total: items.length })
  },
})
