import { defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { federalRegister } from '@svc/providers/federal-register'
import { isoDate } from '../shared/params.ts'

const TYPES = { rule: 'RULE', 'proposed-rule': 'PRORULE', notice: 'NOTICE', presidential: 'PRESDOCU' } as const
const FIELDS = ['document_number', 'title', 'type', 'abstract', 'publication_date', 'effective_on', 'comments_close_on', 'agencies', 'html_url', 'pdf_url', 'significant', 'action', 'docket_ids', 'regulation_id_numbers']

const text = v.nullish(v.string(), null)
const answer = v.object({
  count: v.number(),
  results: v.optional(v.array(v.object({
    document_number: v.string(),
    title: v.string(),
    type: text,
    abstract: text,
    publication_date: text,
    effective_on: text,
    comments_close_on: text,
    agencies: v.optional(v.array(v.object({ name: v.nullish(v.string(), null), raw_name: v.nullish(v.string(), null), slug: v.nullish(v.string(), null) })), []),
    html_url: text,
    pdf_url: text,
    significant: v.nullish(v.boolean(), null),
    action: text,
    docket_ids: v.optional(v.array(v.string()), []),
    regulation_id_numbers: v.optional(v.array(v.string()), []),
  })), []),
})

export default defineOperation({
  name: 'federal-register-recent',
  method: 'GET',
  description: 'Recent Federal Register documents (rules, proposed rules, notices, presidential documents), newest first, by keywords, agency, type and date: title, abstract, agencies, dates (effective, comments close), docket and RIN, links.',
  input: v.object({
    term: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200), v.description('Full-text keywords'))),
    agency: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9-]{2,120}$/, 'must be an agency slug such as environmental-protection-agency'), v.description('Agency slug'))),
    type: v.optional(v.pipe(v.picklist(Object.keys(TYPES) as Array<keyof typeof TYPES>), v.description('rule, proposed-rule, notice or presidential'))),
    from: isoDate('Published on or after'),
    to: isoDate('Published on or before'),
    significant: v.optional(v.pipe(v.boolean(), v.description('Only significant rules (E.O. 12866)'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 1),
  }),
  price: { usd: 0.006 },
  upstreams: [federalRegister],
  keywords: ['new regulations', 'federal rule', 'proposed rule', 'agency notice', 'regulatory changes'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.from && input.to && input.from > input.to) throw invalidField('to', 'must not be before from')
  },
  async handler({ input, upstream, signal }) {
    // The API takes repeated bracketed members: conditions[type][]=RULE, fields[]=title...
    const query = new URLSearchParams({ order: 'newest', per_page: String(input.limit), page: String(input.page) })
    for (const field of FIELDS) query.append('fields[]', field)
    if (input.term) query.set('conditions[term]', input.term)
    if (input.agency) query.append('conditions[agencies][]', input.agency)
    if (input.type) query.append('conditions[type][]', TYPES[input.type])
    if (input.from) query.set('conditions[publication_date][gte]', input.from)
    if (input.to) query.set('conditions[publication_date][lte]', input.to)
    if (input.significant !== undefined) query.set('conditions[significant]', input.significant ? '1' : '0')
    const response = await upstream(federalRegister).json(`/api/v1/documents.json?${query}`, { schema: answer, cacheTtlMs: 30 * 60_000, signal })
    const items = response.data.results.map((doc) => ({
      documentNumber: doc.document_number,
      title: doc.title,
      type: doc.type,
      action: doc.action,
      abstract: doc.abstract,
      publicationDate: doc.publication_date,
      effectiveOn: doc.effective_on,
      commentsCloseOn: doc.comments_close_on,
      agencies: doc.agencies.map((agency) => agency.name ?? agency.raw_name).filter(Boolean),
      significant: doc.significant,
      docketIds: doc.docket_ids,
      regulationIds: doc.regulation_id_numbers,
      url: doc.html_url,
      pdfUrl: doc.pdf_url,
    }))
    return listAnswer(items, sourceOf(federalRegister, response.url), { total: response.data.count })
  },
})
