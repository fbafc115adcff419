import { defineOperation, localSource, runSection, sectionStatus, rowLimit, optionalText, requiredText } from '@svc/core'
import * as v from 'valibot'
import { nihProjects, type FundingQuery } from '../funding/nih.ts'
import { nsfProjects } from '../funding/nsf.ts'
import { nihReporter } from '../upstreams/nih-reporter.ts'
import { nsfAwards } from '../upstreams/nsf-awards.ts'

const FUNDERS = ['nih', 'nsf'] as const

export default defineOperation({
  name: 'funding',
  method: 'GET',
  description: 'U.S. federal research grants matching words, an investigator or an organization, from NIH RePORTER and NSF Award Search: title, recipient, investigators, amount and dates; each funder answers as its own section, so one failing source does not fail the call.',
  input: v.object({
    q: requiredText(2, 200, 'Words in the project title, terms or abstract'),
    pi: optionalText(2, 100, 'Investigator name'),
    org: optionalText(2, 160, 'Recipient organization name'),
    fiscalYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1985), v.maxValue(2100), v.description('U.S. federal fiscal year (October to September)'))),
    funders: v.optional(v.pipe(v.string(), v.regex(/^(nih|nsf)(,(nih|nsf))?$/, 'must be nih, nsf or nih,nsf'), v.description('Which funders to ask (default nih,nsf)')), 'nih,nsf'),
    limit: rowLimit(25, 10, 'Grants per funder (1-25)'),
  }),
  upstreams: [nihReporter, nsfAwards],
  // NIH's search is a POST: cached because its source says so.
  sources: [{ upstream: nihReporter, path: '/projects/search', method: 'POST', cacheTtl: '6h' }, { upstream: nsfAwards, path: '/awards.json', cacheTtl: '6h' }],
  keywords: ['research grants for', 'who funds research on', 'nih grants', 'nsf awards', 'federal research funding'],
  async handler({ input, upstream }) {
    const asked = new Set(input.funders.split(','))
    const query: FundingQuery = input
    const run = (funder: (typeof FUNDERS)[number]) => (funder === 'nih' ? nihProjects(upstream(nihReporter), query) : nsfProjects(upstream(nsfAwards), query))
    const sections = Object.fromEntries(await Promise.all(FUNDERS.filter((funder) => asked.has(funder)).map(async (funder) => [
      funder,
      await runSection(() => run(funder), { found: (answer) => answer.items.length > 0, failure: `${funder.toUpperCase()} could not be asked` }),
    ] as const)))
    const answered = Object.values(sections).flatMap((section) => (section.status === 'error' ? [] : [section.data]))
    // Every funder failed: the call fails (uncharged) with the first failure.
    const failed = Object.values(sections).find((section) => section.status === 'error')
    if (answered.length === 0 && failed?.status === 'error') throw failed.error
    const totals = answered.map((answer) => answer.total)
    return {
      ok: true,
      items: answered.flatMap((answer) => answer.items),
      total: totals.some((total) => total === null) ? null : totals.reduce<number>((sum, total) => sum + (total ?? 0), 0),
      source: localSource('NIH RePORTER and NSF Award Search', 'https://api.reporter.nih.gov/', 'U.S. government public data'),
      sections: Object.fromEntries(Object.entries(sections).map(([funder, section]) => [funder, {
        ...sectionStatus(section),
        total: section.status === 'error' ? null : section.data.total,
        url: section.status === 'error' ? null : section.data.url,
      }])),
    }
  },
})
