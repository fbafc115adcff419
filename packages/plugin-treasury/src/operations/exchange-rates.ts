import { optionalDate } from '@svc/core'
import * as v from 'valibot'
import { datasetOperation } from '../dataset-operation.ts'
import { dateFilters, limit } from '../params.ts'
import { amount } from '../upstreams/fiscal-data.ts'

/** Treasury Reporting Rates of Exchange: quarterly rates (foreign currency units per US dollar) for government reporting. */
const row = v.object({ record_date: v.string(), country: v.string(), currency: v.string(), country_currency_desc: v.string(), exchange_rate: amount, effective_date: v.string() })

export default datasetOperation({
  name: 'exchange-rates',
  description: 'Treasury Reporting Rates of Exchange: the official quarterly exchange rates (foreign currency per US dollar) US agencies use, by country, newest first.',
  input: v.object({
    country: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60), v.regex(/^[A-Za-z .'()-]+$/, 'must be a country name (letters, spaces, no comma)'), v.description('Country name as the Treasury writes it, e.g. Canada, Euro Zone, Japan'))),
    from: optionalDate('First record date'),
    to: optionalDate('Last record date'),
    limit: limit(1000, 50),
  }),
  keywords: ['treasury reporting rates of exchange', 'official us government exchange rate', 'irs foreign currency rate', 'quarterly exchange rate by country'],
  path: '/services/api/fiscal_service/v1/accounting/od/rates_of_exchange',
  row,
  // A filter value cannot hold a comma (it separates filters); the schema already excludes them.
  filter: (input) => [...dateFilters(input), ...(input.country ? [`country:eq:${input.country}`] : [])],
  sort: '-record_date,country',
  cacheTtl: '12h',
  item: (rate) => ({ date: rate.record_date, country: rate.country, currency: rate.currency, description: rate.country_currency_desc, perUsd: rate.exchange_rate, effectiveDate: rate.effective_date }),
})
