import { defineOperation, invalidField, listAnswer, rowLimit, pageNumber, requireOrder, keyOf, optionalText } from '@svc/core'
import { dateSpan } from '../shared/params.ts'
import * as v from 'valibot'
import { federalRegister, federalRegisterSources, FR_TYPES, RESULTS_WINDOW, searchDocuments } from '@svc/providers/federal-register'

export default defineOperation({
  name: 'federal-register-recent',
  method: 'GET',
  description: 'Recent Federal Register documents (rules, proposed rules, notices, presidential documents), newest first, by keywords, agency, type and date: title, abstract, agencies, dates (effective, comments close, signed), FR citation, CFR parts affected, docket and RIN, pages, executive order number, links.',
  input: v.object({
    term: optionalText(2, 200, 'Full-text keywords'),
    agency: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9-]{2,120}$/, 'must be an agency slug such as environmental-protection-agency'), v.description('Agency slug'))),
    type: v.optional(v.pipe(keyOf(FR_TYPES), v.description('rule, proposed-rule, notice or presidential'))),
    ...dateSpan('Published'),
    significant: v.optional(v.pipe(v.boolean(), v.description('Only significant rules (E.O. 12866)'))),
    limit: rowLimit(100, 20),
    page: pageNumber(50),
  }),
  upstreams: [federalRegister],
  sources: federalRegisterSources,
  keywords: ['new regulations', 'federal rule', 'proposed rule', 'agency notice', 'regulatory changes'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'from', 'to')
    if (input.page * input.limit > RESULTS_WINDOW) throw invalidField('page', `the Federal Register shows only the first ${RESULTS_WINDOW} documents of a search: page ${input.page} of ${input.limit} reaches past them (narrow the dates)`)
  },
  async handler({ input, upstream }) {
    const found = await searchDocuments(upstream(federalRegister), input)
    return listAnswer(found.items, found.source, { total: found.total })
  },
})
