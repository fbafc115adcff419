import { defineOperation, listAnswer, sourceOf, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { dateFilters, limit } from '../params.ts'
import { amount, fiscalData, fiscalRows } from '../upstreams/fiscal-data.ts'

/** Treasury Reporting Rates of Exchange: quarterly rates (foreign currency units per US dollar) for government reporting. */
const row = v.object({ record_date: v.string(), country: v.string(), currency: v.string(), country_currency_desc: v.string(), exchange_rate: amount, effective_date: v.string() })

export default defineOperation({
  name: 'exchange-rates',
  method: 'GET',
  description: 'Treasury Reporting Rates of Exchange: the official quarterly exchange rates (foreign currency per US dollar) US agencies use, by country, newest first.',
  input: v.object({
    country: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60), v.regex(/^[A-Za-z .'()-]+$/, 'must be a country name (letters, spaces, no comma)'), v.description('Country name as the Treasury writes it, e.g. Canada, Euro Zone, Japan'))),
    from: optionalDate('First record date'),
    to: optionalDate('Last record date'),
    limit: limit(1000, 50),
  }),
  upstreams: [fiscalData],
  keywords: ['treasury reporting rates of exchange', 'official us government exchange rate', 'irs foreign currency rate', 'quarterly exchange rate by country'],
  async handler({ input, upstream }) {
    // A filter value cannot hold a comma (it separates filters); the schema already excludes them.
    const filter = [...dateFilters(input), ...(input.country ? [`country:eq:${input.country}`] : [])]
    const { rows, total, url } = await fiscalRows(upstream(fiscalData), '/services/api/fiscal_service/v1/accounting/od/rates_of_exchange', row, { filter, sort: '-record_date,country', size: input.limit }, 12 * 3600_000)
    const items = rows.map((rate) => ({ date: rate.record_date, country: rate.country, currency: rate.currency, description: rate.country_currency_desc, perUsd: rate.exchange_rate, effectiveDate: rate.effective_date }))
    return listAnswer(items, sourceOf(fiscalData, url), { total })
  },
})
