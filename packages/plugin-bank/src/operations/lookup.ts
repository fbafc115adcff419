import { defineOperation, listAnswer, optionalText, paging, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { closureReasons } from '../fdic/closures.ts'
import { bankRecord } from '../fdic/institution.ts'
import { envelope, FIELDS, institutionFields, text } from '../fdic/rows.ts'
import { fdic } from '../upstreams/fdic.ts'

const digits = (max: number, description: string) => v.optional(v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{1,${max}}$`), `must be 1-${max} digits`), v.description(description)))
const institutions = envelope(institutionFields)

export default defineOperation({
  name: 'lookup',
  sources: sourcesInWords('FDIC BankFind `GET /banks/institutions` (+ `GET /banks/history` for closed banks)'),
  method: 'GET',
  description: 'U.S. banks and savings institutions from the FDIC BankFind Suite, by name (fuzzy), FDIC certificate, Federal Reserve RSSD id or state: name, web address, status, location, established and insured dates, charter and bank class, primary regulator, branch count, assets and deposits, and for closed banks the date and reason.',
  input: v.object({
    name: optionalText(2, 200, 'Bank name (fuzzy)'),
    cert: digits(7, 'FDIC certificate number'),
    rssdId: digits(10, 'Federal Reserve RSSD id'),
    state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('State of the main office'))),
    status: v.optional(v.pipe(v.picklist(['active', 'inactive', 'any']), v.description('active (default), inactive or any')), 'active'),
    ...paging({ max: 50, default: 10, maxOffset: 10_000 }),
  }),
  upstreams: [fdic],
  keywords: ['fdic bank', 'is this bank insured', 'bank certificate number', 'bank assets and deposits', 'failed bank', 'rssd id'],
  async handler({ input, upstream }) {
    const filters = [
      input.cert ? `CERT:${Number(input.cert)}` : undefined,
      input.rssdId ? `FED_RSSD:${Number(input.rssdId)}` : undefined,
      input.state ? `STALP:${input.state}` : undefined,
      input.status === 'any' ? undefined : `ACTIVE:${input.status === 'active' ? 1 : 0}`,
    ].filter(Boolean)
    const client = upstream(fdic)
    const response = await client.json('/institutions', {
      query: {
        filters: filters.length > 0 ? filters.join(' AND ') : undefined,
        // Fuzzy, relevance-ranked name search; without a name, the largest banks first.
        search: input.name ? `NAME:"${input.name.replace(/["\\]/g, ' ')}"` : undefined,
        sort_by: input.name ? undefined : 'ASSET',
        sort_order: input.name ? undefined : 'DESC',
        fields: FIELDS,
        limit: input.limit,
        offset: input.offset,
      },
      schema: institutions,
    })
    const rows = response.data.data.map((row) => row.data)
    const closures = await closureReasons(client, rows)
    return { ...listAnswer(rows.map((row) => bankRecord(row, { reason: closures.reasons.get(text(row.CERT) ?? '') ?? null })), sourceOf(fdic, response.url), { total: response.data.meta.total }), closures: { status: closures.status, ...(closures.message ? { message: closures.message } : {}) } }
  },
})
