import { defineOperation, forbidTogether, listAnswer, lookupAnswer, rowLimit, sourceOf, optionalDate, optionalText } from '@svc/core'
import * as v from 'valibot'
import { advisorySummary, csafAdvisory, rolieFeed } from '../csaf/advisory.ts'
import { cisaCsaf, OT_FEED, otAdvisoryPath } from '../upstreams/cisa-csaf.ts'

export default defineOperation({
  name: 'ics-advisories',
  method: 'GET',
  description: 'CISA industrial control system (ICS) and ICS medical advisories, from CISA\'s CSAF feed: the latest ones (filtered by vendor, product or other words of the title, and a date), or one advisory by id (ICSA-24-298-03) with its products, CVEs, CVSS, CWEs, critical infrastructure sectors, risk evaluation and remediations.',
  input: v.object({
    id: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^ICSM?A-\d{2}-\d{3}-\d{2}[A-Z]?$/, 'must be an advisory id such as ICSA-24-298-03 or ICSMA-24-254-01'), v.description('Advisory id, for one advisory in full'))),
    q: optionalText(2, 100, 'Words of the title (vendor, product), e.g. "siemens"'),
    vendor: optionalText(2, 100, 'Vendor words of the title, e.g. "Siemens"'),
    product: optionalText(2, 100, 'Product words of the title, e.g. "SIMATIC"'),
    from: optionalDate('Updated on or after (YYYY-MM-DD)'),
    medical: v.optional(v.pipe(v.boolean(), v.description('Only ICS medical advisories (ICSMA) when true, only ICSA when false'))),
    limit: rowLimit(100, 20),
  }),
  upstreams: [cisaCsaf],
  sources: [{ path: OT_FEED, about: 'CISA CSAF: the OT ROLIE feed', cacheTtl: '3h' }, { path: '/csaf_files/OT/white/{year}/{id}.json', about: 'CISA CSAF: an OT CSAF 2.0 advisory', cacheTtl: '1d' }],
  keywords: ['ics advisories', 'scada vulnerabilities', 'industrial control system advisory', 'plc vulnerability', 'cisa ics advisory', 'medical device advisory'],
  example: { params: { limit: 3 } },
  check(input) {
    forbidTogether(input, 'id', 'q')
    forbidTogether(input, 'id', 'vendor')
    forbidTogether(input, 'id', 'product')
    forbidTogether(input, 'id', 'from')
    forbidTogether(input, 'id', 'medical')
  },
  async handler({ input, upstream }) {
    const client = upstream(cisaCsaf)
    if (input.id) {
      const response = await client.json(otAdvisoryPath(input.id), { schema: csafAdvisory, notFound: `CISA has published no CSAF advisory ${input.id}` })
      return lookupAnswer(advisorySummary(response.data as v.InferOutput<typeof csafAdvisory>), sourceOf(cisaCsaf, response.url), { mode: 'lookup' })
    }
    const { data, url } = await client.json(OT_FEED, { schema: rolieFeed, staleWhileRevalidateMs: 6 * 3_600_000 })
    // The feed names vendor and product only in the title ("Siemens SIMATIC S7-1500"): every word must be in it.
    const words = [input.q, input.vendor, input.product].join(' ').toLowerCase().split(/\s+/).filter(Boolean)
    const rows = data.feed.entry
      .filter((entry) => input.medical === undefined || entry.id.startsWith('ICSMA') === input.medical)
      .filter((entry) => !input.from || entry.updated.slice(0, 10) >= input.from)
      .filter((entry) => words.every((word) => entry.title.toLowerCase().includes(word)))
      .sort((a, b) => b.updated.localeCompare(a.updated) || b.id.localeCompare(a.id))
    const items = rows.slice(0, input.limit).map((entry) => ({
      id: entry.id,
      title: entry.title,
      medical: entry.id.startsWith('ICSMA'),
      published: entry.published.slice(0, 10),
      updated: entry.updated.slice(0, 10),
      url: `https://www.cisa.gov/news-events/ics-advisories/${entry.id.toLowerCase()}`,
      csafUrl: entry.content?.src ?? null,
    }))
    return listAnswer(items, sourceOf(cisaCsaf, url), { total: rows.length, mode: 'list' })
  },
})
