import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { windowedOperation } from '../windowed.ts'

/** GET /api/v1/stock/lobbying: Senate and House lobbying disclosures (LD-2) naming the company. */
const row = v.object({
  name: textOrNull, description: textOrNull, country: textOrNull, year: numberOrNull, period: textOrNull, type: textOrNull, documentUrl: textOrNull,
  income: numberOrNull, expenses: numberOrNull, postedName: textOrNull, date: textOrNull, clientId: textOrNull, registrantId: textOrNull, senateId: textOrNull, houseregistrantId: textOrNull,
})

export default windowedOperation({
  name: 'lobbying',
  description: 'US lobbying disclosures of a listed company (Senate LDA filings through Finnhub): period, amounts spent (expenses) or paid to firms (income), issues and filing document, between two dates (default the last year).',
  keywords: ['lobbying spending of a company', 'how much does amazon spend on lobbying', 'lobbying disclosures by ticker'],
  path: '/api/v1/stock/lobbying',
  row,
  item: (filing) => ({
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
  }),
  newest: (filing) => filing.date,
})
