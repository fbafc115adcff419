import { createError, defineOperation, invalidField, listAnswer, sourceOf, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'
import { type ListedCompany, loadCompanies, padCik } from '../sec/companies.ts'
import { cikParam, tickerParam } from '../sec/params.ts'
import { secHeaders, secWww } from '../sec/upstreams.ts'
import { companyTickersSource } from '../sec/companies.ts'

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()

export default defineOperation({
  name: 'cik-ticker',
  sources: [companyTickersSource],
  method: 'GET',
  description: 'Maps SEC filer ids (CIK) to exchange tickers and back, from the SEC\'s company ticker file: by ticker, by CIK (every ticker of the company), or by company name.',
  input: v.object({
    ticker: tickerParam,
    cik: cikParam,
    name: optionalText(2, 200, 'Company name, words in any order'),
    limit: rowLimit(100, 10),
  }),
  upstreams: [secWww],
  keywords: ['cik lookup', 'ticker to cik', 'sec company id', 'edgar id'],
  // No identifier, or several, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ([input.ticker, input.cik, input.name].filter((value) => value !== undefined).length !== 1) throw invalidField('ticker', 'give exactly one of ticker, cik or name')
  },
  async handler({ input, upstream, settings }) {
    const index = await loadCompanies(upstream(secWww), secHeaders(settings))
    let rows: ListedCompany[]
    if (input.ticker) rows = [index.byTicker.get(input.ticker)].filter((row) => row !== undefined)
    else if (input.cik) rows = index.byCik.get(padCik(input.cik)) ?? []
    else {
      const words = normalize(input.name!).split(' ')
      // Every word must occur; names that start with the query rank first, then shorter names.
      const query = normalize(input.name!)
      rows = index.all
        .filter((row) => { const name = normalize(row.name); return words.every((word) => name.includes(word)) })
        .sort((a, b) => Number(normalize(b.name).startsWith(query)) - Number(normalize(a.name).startsWith(query)) || a.name.length - b.name.length)
    }
    if (rows.length === 0 && !input.name) throw createError('NOT_FOUND', input.ticker ? `The SEC lists no company with ticker ${input.ticker}` : `The SEC lists no ticker for CIK ${padCik(input.cik!)}`)
    return listAnswer(rows.slice(0, input.limit), sourceOf(secWww, index.url), { total: rows.length, mode: input.name ? 'list' : 'lookup' })
  },
})
