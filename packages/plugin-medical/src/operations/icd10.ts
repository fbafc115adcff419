import { createError, defineOperation, listAnswer, lookupAnswer, optionalText, requireExactlyOne, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { clinicalTables } from '../upstreams/clinical-tables.ts'

/** The search answers `[total, codes, extra data, display rows]`; rows are `[code, name]` for `df=code,name`. */
const answer = v.tuple([v.number(), v.array(v.string()), v.unknown(), v.array(v.array(v.string()))])

/** `e119` or `E11.9` as ICD-10-CM writes it: upper case, a dot after the category (3 characters). */
export function icdCode(value: string): string {
  const compact = value.trim().toUpperCase().replace('.', '')
  return compact.length > 3 ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact
}

const input = v.object({
  code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]\d[0-9A-Za-z](\.?[0-9A-Za-z]{1,4})?$/, 'must be an ICD-10-CM code such as E11.9 or E119'), v.description('ICD-10-CM code, with or without the dot'))),
  query: optionalText(2, 100, 'Words or a code prefix to search, e.g. type 2 diabetes'),
  limit: rowLimit(100, 20, 'Codes answered for a search (1-100)'),
})

export default defineOperation({
  name: 'icd10',
  method: 'GET',
  description: 'ICD-10-CM diagnosis codes (NLM Clinical Tables): the name of a code, or the codes whose name or code matches words or a prefix, e.g. "type 2 diabetes" or E11.',
  input,
  check: (input) => requireExactlyOne(input, ['query', 'code'], 'words to search or a code'),
  upstreams: [clinicalTables],
  cacheTtl: '7d',
  sources: [{ path: '/api/icd10cm/v3/search' }],
  keywords: ['icd 10 code for', 'diagnosis code lookup', 'what does icd code mean', 'billing diagnosis code'],
  example: { params: { query: 'type 2 diabetes', limit: 5 } },
  async handler({ input, upstream }) {
    const code = input.code ? icdCode(input.code) : undefined
    const response = await upstream(clinicalTables).json('/api/icd10cm/v3/search', {
      query: { terms: code ?? input.query, sf: code ? 'code' : 'code,name', df: 'code,name', maxList: code ? 50 : input.limit },
      schema: answer,
    })
    const [total, , , rows] = response.data
    const items = rows.map(([found, name]) => ({ code: found ?? null, name: name ?? null }))
    const source = sourceOf(clinicalTables, response.url)
    if (code) {
      const exact = items.find((item) => item.code === code)
      if (!exact) throw createError('NOT_FOUND', `code: ICD-10-CM has no code ${code}${items.length > 0 ? ` (codes under it: ${items.slice(0, 5).map((item) => item.code).join(', ')})` : ''}`)
      return lookupAnswer(exact, source, { mode: 'lookup' })
    }
    return listAnswer(items, source, { total, mode: 'list' })
  },
})
