import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, requiredText, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { type HsCode, hsReference, searchCodes, toCodes } from '../hs.ts'
import { settingPath } from '../setting-path.ts'
import { comtradeReference, DEFAULT_HS_REFERENCE } from '../upstreams/comtrade-reference.ts'

export default defineOperation({
  name: 'commodity-resolve',
  cacheTtl: '7d',
  sources: sourcesInWords('UN Comtrade reference file `H6.json`'),
  method: 'GET',
  description:
    'Resolves a product description to Harmonized System (HS) codes, or an HS code to its description: chapters, headings and 6-digit subheadings of the HS nomenclature with search, each with its chapter and heading.',
  input: v.object({
    q: requiredText(2, 200, 'Product words (e.g. "lithium-ion batteries") or an HS code of 2, 4 or 6 digits'),
    level: v.optional(v.pipe(v.number(), v.integer(), v.check((level) => level === 2 || level === 4 || level === 6, 'must be 2, 4 or 6'), v.description('Only chapters (2), headings (4) or subheadings (6)'))),
    limit: rowLimit(100, 20),
  }),
  upstreams: [comtradeReference],
  keywords: ['hs code', 'harmonized system code', 'commodity code', 'classify a product', 'customs classification', 'what is the hs code for'],
  check: (input) => {
    const digits = input.q.replace(/[.\s]/g, '')
    if (/^\d+$/.test(digits) && ![2, 4, 6].includes(digits.length)) throw invalidField('q', 'an HS code has 2, 4 or 6 digits')
  },
  async handler({ input, upstream, settings }) {
    const { data, url } = await upstream(comtradeReference).json(settingPath(settings, 'hsReference', DEFAULT_HS_REFERENCE), { schema: hsReference })
    const codes = toCodes(data.results)
    const byCode = new Map(codes.map((code) => [code.code, code]))
    const ref = (prefix: string) => {
      const parent = byCode.get(prefix)
      return parent ? { code: parent.code, description: parent.description } : null
    }
    const withPath = (code: HsCode) => ({
      ...code,
      chapter: code.level > 2 ? ref(code.code.slice(0, 2)) : null,
      heading: code.level > 4 ? ref(code.code.slice(0, 4)) : null,
    })
    const source = sourceOf(comtradeReference, url)
    const digits = input.q.replace(/[.\s]/g, '')
    if (/^\d+$/.test(digits)) {
      const code = byCode.get(digits)
      if (!code) throw createError('NOT_FOUND', `${input.q} is not an HS chapter, heading or subheading`)
      const children = codes.filter((candidate) => candidate.parent === code.code).length
      return lookupAnswer({ ...withPath(code), children }, source, { mode: 'lookup' })
    }
    const found = searchCodes(codes, input.q, input.level)
    return listAnswer(found.slice(0, input.limit).map(withPath), source, { total: found.length, mode: 'list' })
  },
})
