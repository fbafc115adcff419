import { defineOperation, invalidField, listAnswer, requiredText, rowLimit, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { usitcHts } from '../upstreams/usitc-hts.ts'

/** GET /reststop/search?keyword=: the HTS articles matching a word or an HTS number (at most 100). */
const nullableText = textOrNull
const article = v.object({
  htsno: nullableText,
  indent: v.nullish(v.union([v.string(), v.number()])),
  description: nullableText,
  superior: nullableText,
  units: v.nullish(v.array(v.string())),
  general: nullableText,
  special: nullableText,
  other: nullableText,
  footnotes: v.nullish(v.array(v.object({ columns: v.nullish(v.array(v.string())), value: nullableText, type: nullableText }))),
  quotaQuantity: nullableText,
  additionalDuties: nullableText,
})
const answer = v.array(article)

const HTS_NUMBER = /^\d{4}(\.?\d{2}){0,3}$/
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

export default defineOperation({
  name: 'tariff',
  cacheTtl: '1d',
  sources: sourcesInWords('USITC HTS REST API `/reststop/search`'),
  method: 'GET',
  description:
    'U.S. import tariff lookup in the Harmonized Tariff Schedule (USITC): HTS numbers matching a product word or an HTS number, with descriptions, units and general, special (trade agreement) and column 2 duty rates.',
  input: v.object({
    q: requiredText(2, 100, 'Product word(s) or an HTS number (e.g. "coffee" or "0901.21")'),
    limit: rowLimit(100, 25),
  }),
  upstreams: [usitcHts],
  keywords: ['import duty rate', 'hts code', 'harmonized tariff schedule', 'customs duty', 'duty rate for a product', 'tariff rate'],
  example: { params: { q: 'coffee', limit: 3 } },
  check: (input) => {
    if (/^[\d.\s]+$/.test(input.q) && !HTS_NUMBER.test(input.q.replace(/\s/g, ''))) throw invalidField('q', 'an HTS number is 4 to 10 digits, e.g. 0901.21.00')
  },
  async handler({ input, upstream }) {
    const { data, url } = await upstream(usitcHts).json('/reststop/search', { query: { keyword: input.q }, schema: answer })
    const items = data.slice(0, input.limit).map((row) => ({
      htsNumber: blankToNull(row.htsno),
      description: row.description?.trim() ?? '',
      indent: Number(row.indent ?? 0),
      superior: row.superior === 'true',
      units: row.units ?? [],
      generalRate: blankToNull(row.general),
      specialRate: blankToNull(row.special),
      column2Rate: blankToNull(row.other),
      additionalDuties: blankToNull(row.additionalDuties),
      quotaQuantity: blankToNull(row.quotaQuantity),
      footnotes: (row.footnotes ?? []).map((note) => ({ columns: note.columns ?? [], text: note.value?.trim() ?? '', type: note.type ?? null })),
    }))
    return listAnswer(items, sourceOf(usitcHts, url), { total: data.length })
  },
})
