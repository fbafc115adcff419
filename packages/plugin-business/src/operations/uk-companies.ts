import { defineOperation, invalidField, listAnswer, lookupAnswer, rowLimit, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { officersAnswer, profileAnswer, profileRow, searchAnswer, searchRow } from '../companies-house.ts'
import { companiesHouse } from '../upstreams/registries.ts'

export default defineOperation({
  name: 'uk-companies',
  sources: [{ path: '/search/companies' }, { path: '/company/{number}' }, { path: '/company/{number}/officers' }],
  method: 'GET',
  description: 'UK companies from Companies House: search by name, or a full profile by company number with status, type, dates, SIC codes, registered office, accounts and confirmation statement dates, charges and insolvency flags, previous names and officers.',
  input: v.object({
    query: optionalText(1, 120, 'Company name (search mode)'),
    companyNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(12), v.regex(/^[A-Z0-9]+$/, 'must be letters and digits, e.g. 00445790 or SC123456'), v.description('Company number (profile mode)'))),
    limit: rowLimit(50, 10),
  }),
  upstreams: [companiesHouse],
  keywords: ['uk company', 'companies house', 'company number', 'uk directors'],
  // Both modes at once, or neither, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (Boolean(input.query) === Boolean(input.companyNumber)) throw invalidField('query', 'give exactly one of query (search) or companyNumber (profile)')
  },
  async handler({ input, upstream }) {
    const client = upstream(companiesHouse)
    const source = (url: string) => (sourceOf(companiesHouse, url))
    if (input.query) {
      const response = await client.json('/search/companies', { query: { q: input.query, items_per_page: input.limit }, schema: searchAnswer })
      const items = response.data.items.map(searchRow)
      return listAnswer(items, source(response.url), { total: response.data.total_results, mode: 'list' })
    }
    // Companies House numbers are 8 characters, zero-padded when all digits.
    const number = /^\d+$/.test(input.companyNumber!) ? input.companyNumber!.padStart(8, '0') : input.companyNumber!
    const [profile, officers] = await Promise.all([
      client.json(`/company/${number}`, { schema: profileAnswer, notFound: `Companies House has no company ${number}` }),
      client.json(`/company/${number}/officers`, { query: { items_per_page: 100 }, schema: officersAnswer, acceptStatus: [404] }),
    ])
    return lookupAnswer(profileRow(profile.data, officers.status === 404 ? [] : officers.data.items), source(profile.url), { mode: 'lookup' })
  },
})
