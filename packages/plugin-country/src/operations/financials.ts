import { createError, defineOperation, listAnswer, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { countries } from '../data/countries.ts'
import { countryFinancials, financialsTable } from '../data/financials.ts'

const SOURCE = localSource(
  `Aswath Damodaran (NYU Stern), Country Default Spreads and Risk Premiums, update of ${financialsTable.asOf}; ISO codes and currencies from world-countries`,
  'https://pages.stern.nyu.edu/~adamodar/New_Home_Page/datafile/ctryprem.html',
  'Published by Aswath Damodaran for free use with attribution; world-countries ODbL-1.0',
)

export default defineOperation({
  name: 'financials',
  sources: sourcesInWords('Damodaran\'s Country Default Spreads and Risk Premiums (`src/data/damodaran.json`, dated), world-countries (shipped; refreshed by script)'),
  method: 'GET',
  description: 'Country risk figures for valuation: sovereign credit rating, equity risk premium, country risk premium and rating-based default spread (Damodaran\'s table, with its date), with currency, region and ISO codes; one country by code or all of them.',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2,3}$/, 'must be an ISO 3166-1 alpha-2 or alpha-3 code'), v.description('Country code; omit for every country'))),
  }),
  keywords: ['country risk premium', 'equity risk premium by country', 'sovereign rating', 'default spread', 'damodaran', 'cost of capital country'],
  async handler({ input }) {
    const data = await countries()
    const meta = { asOf: financialsTable.asOf, matureMarketPremiumPct: financialsTable.matureMarketPremiumPct }
    if (input.code) {
      const country = input.code.length === 2 ? data.byAlpha2.get(input.code) : data.byAlpha3.get(input.code)
      if (!country) throw createError('NOT_FOUND', `code: no country has the code ${input.code}`, { details: { field: 'code' } })
      return lookupAnswer(countryFinancials(country), SOURCE, { mode: 'lookup', meta: { ...meta } })
    }
    const items = data.all.map(countryFinancials).sort((a, b) => a.country.localeCompare(b.country))
    return listAnswer(items, SOURCE, { mode: 'list', meta: { ...meta } })
  },
})
