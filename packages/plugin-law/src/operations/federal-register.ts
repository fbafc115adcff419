import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, requireOne, rowLimit, optionalDate, requireOrder, keyOf, optionalText } from '@svc/core'
import { documentByNumber, federalRegister, federalRegisterSources, FR_TYPES, searchDocuments } from '@svc/providers/federal-register'
import * as v from 'valibot'

export default defineOperation({
  name: 'federal-register',
  method: 'GET',
  description: 'Federal Register documents for legal research: one document by its number, or those amending a CFR title and part, under a docket or RIN, or matching words, of a type and publication window: FR citation, title, action, abstract, dates (published, effective, comments close, signed), agencies, CFR parts affected, dockets, RINs, significance (E.O. 12866), pages, executive order number, links.',
  input: v.object({
    documentNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Z][0-9A-Za-z-]{4,20}$/, 'must be a Federal Register document number such as 2024-12345'), v.description('Document number, e.g. 2024-12345 (one document)'))),
    cfrTitle: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Documents affecting this CFR title'))),
    cfrPart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('... and this part (with cfrTitle)'))),
    docketId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9 ._\-/]{1,60}$/, 'must be an agency docket id such as EPA-HQ-OAR-2021-0317'), v.description('Agency docket id'))),
    rin: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^\d{4}-[A-Z0-9]{4}$/, 'must be a Regulation Identifier Number such as 2060-AV16'), v.description('Regulation Identifier Number'))),
    term: optionalText(2, 200, 'Full-text words'),
    type: v.optional(v.pipe(keyOf(FR_TYPES), v.description('rule, proposed-rule, notice or presidential'))),
    from: optionalDate('Published on or after'),
    to: optionalDate('Published on or before'),
    limit: rowLimit(100, 20),
  }),
  upstreams: [federalRegister],
  sources: federalRegisterSources,
  keywords: ['federal register document', 'final rule amending cfr part', 'rulemaking docket', 'regulation identifier number rin', 'fr citation'],
  example: { params: { cfrTitle: 40, cfrPart: 60, type: 'rule', limit: 5 } },
  check(input) {
    if (input.documentNumber) {
      for (const field of ['cfrTitle', 'cfrPart', 'docketId', 'rin', 'term', 'type', 'from', 'to'] as const) {
        if (input[field] !== undefined) throw invalidField(field, 'a documentNumber names one document: give no search filter with it')
      }
      return
    }
    requireOne(input, ['documentNumber', 'cfrTitle', 'docketId', 'rin', 'term'])
    if (input.cfrPart !== undefined && input.cfrTitle === undefined) throw invalidField('cfrTitle', 'a cfrPart needs its cfrTitle')
    requireOrder(input, 'from', 'to')
  },
  async handler({ input, upstream }) {
    const client = upstream(federalRegister)
    if (input.documentNumber) {
      const found = await documentByNumber(client, input.documentNumber)
      if (!found.item) throw createError('NOT_FOUND', `documentNumber: the Federal Register has no document ${input.documentNumber}`)
      return lookupAnswer(found.item, found.source, { mode: 'lookup' })
    }
    const found = await searchDocuments(client, input)
    return listAnswer(found.items, found.source, { total: found.total, mode: 'list' })
  },
})
