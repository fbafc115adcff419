import { booleanOrNull, defineOperation, forbidTogether, keyOf, listAnswer, lookupAnswer, numberOrNull, optionalText, pageNumber, requireOne, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { ein, formatEin, stateCode, subsectionLabel } from '../params.ts'
import { organizationSchema, toOrganization } from '../organization.ts'
import { nonprofitExplorer } from '../upstreams/propublica.ts'

const API = '/nonprofits/api/v2'

/**
 * `GET /search.json`: `{total_results, num_pages, cur_page, per_page, organizations: [...]}` (25 a page). No match is a
 * 404, so a 200 always lists `organizations`: required (issue 37).
 */
const searchSchema = v.object({
  total_results: v.number(),
  num_pages: numberOrNull,
  cur_page: numberOrNull,
  organizations: v.array(v.object({ ein: v.number(), strein: textOrNull, name: v.string(), sub_name: textOrNull, city: textOrNull, state: textOrNull, ntee_code: textOrNull, subseccd: numberOrNull, have_filings: booleanOrNull, have_pdfs: booleanOrNull })),
})

/** NTEE major groups as the search's `ntee[id]` numbers them. */
const NTEE = { arts: 1, education: 2, environment: 3, health: 4, 'human-services': 5, international: 6, 'public-benefit': 7, religion: 8, 'mutual-benefit': 9, unknown: 10 } as const

export default defineOperation({
  name: 'search',
  method: 'GET',
  description: "U.S. nonprofits (IRS tax-exempt organizations) from ProPublica's Nonprofit Explorer: search by name or keywords, state, NTEE category and 501(c) subsection, or look one up by EIN with its IRS record (address, subsection, ruling date, deductibility, foundation status, assets, income) and its Form 990 filings by year (revenue, expenses, assets, liabilities, PDF).",
  input: v.object({
    q: optionalText(2, 200, 'Name or keywords (quotes for a phrase)'),
    ein: v.optional(ein),
    state: v.optional(stateCode),
    category: v.optional(v.pipe(keyOf(NTEE), v.description('NTEE major group: arts, education, environment, health, human-services, international, public-benefit, religion, mutual-benefit, unknown'))),
    subsection: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(92), v.description('IRS 501(c) subsection, e.g. 3 for 501(c)(3)'))),
    page: pageNumber(400, 'Page of 25 (1-400)'),
  }),
  upstreams: [nonprofitExplorer],
  sources: [{ path: `${API}/search.json`, cacheTtl: '6h' }, { path: `${API}/organizations/{ein}.json`, cacheTtl: '1d' }],
  keywords: ['find a charity', 'is this a registered nonprofit', 'nonprofit by ein', 'form 990 revenue', '501c3 lookup'],
  example: { params: { q: 'red cross', state: 'DC' } },
  check(input) {
    requireOne(input, ['q', 'ein', 'state', 'category', 'subsection'])
    for (const field of ['q', 'state', 'category', 'subsection'] as const) forbidTogether(input, 'ein', field)
  },
  async handler({ input, upstream }) {
    const client = upstream(nonprofitExplorer)
    if (input.ein) {
      const response = await client.json(`${API}/organizations/${input.ein}.json`, { schema: organizationSchema, notFound: `ein: Nonprofit Explorer has no organization ${formatEin(input.ein)}` })
      return lookupAnswer(toOrganization(response.data), sourceOf(nonprofitExplorer, response.url), { mode: 'lookup' })
    }
    const query = {
      q: input.q,
      'state[id]': input.state,
      'ntee[id]': input.category ? NTEE[input.category] : undefined,
      'c_code[id]': input.subsection,
      page: input.page - 1,
    }
    // The search answers 404 when nothing matches.
    const response = await client.json(`${API}/search.json`, { query, schema: searchSchema, acceptStatus: [404] })
    if (response.status === 404) return listAnswer([], sourceOf(nonprofitExplorer, response.url), { total: 0, mode: 'list' })
    const items = response.data.organizations.map((org) => ({
      ein: formatEin(org.ein),
      name: org.name,
      subName: org.sub_name,
      city: org.city,
      state: org.state,
      nteeCode: org.ntee_code,
      subsection: subsectionLabel(org.subseccd),
      hasFilings: org.have_filings,
      url: `https://projects.propublica.org/nonprofits/organizations/${org.ein}`,
    }))
    return listAnswer(items, sourceOf(nonprofitExplorer, response.url), { total: response.data.total_results, mode: 'list' })
  },
})
