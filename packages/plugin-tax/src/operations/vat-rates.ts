import { createError, defineOperation, listAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { ALIASES, VAT_TABLE, type VatCountry } from '../vat-table.ts'

const CATEGORIES = ['standard', 'reduced', 'super-reduced', 'parking'] as const
const applies: Record<(typeof CATEGORIES)[number], (row: VatCountry) => boolean> = {
  standard: () => true,
  reduced: (row) => row.reduced.length > 0,
  'super-reduced': (row) => row.superReduced !== null,
  parking: (row) => row.parking !== null,
}
const byCode = new Map(VAT_TABLE.countries.map((row) => [row.country, row]))

/** The answer: the rows, with the table's source and the day its rates are in force (`meta.validOn`). */
const vatAnswer = (rows: VatCountry[]) => ({ ...listAnswer(rows, VAT_TABLE.source), meta: { validOn: VAT_TABLE.validOn } })

export default defineOperation({
  name: 'vat-rates',
  sources: sourcesInWords('embedded table (European Commission, national tax authorities)'),
  method: 'GET',
  description: 'Standard, reduced, super-reduced and parking VAT rates of the 27 EU member states, Norway, Switzerland and the United Kingdom, from an embedded table of the rates in force on its stated date.',
  input: v.object({
    country: v.optional(v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code (ISO 3166-1; EL and UK accepted)'),
      v.transform((code) => code.toUpperCase()),
    )),
    category: v.optional(v.picklist(CATEGORIES)),
    euOnly: v.optional(v.boolean(), false),
  }),
  keywords: ['vat rate', 'value added tax', 'eu vat', 'sales tax europe', 'reduced rate', 'tax rate by country', 'mwst', 'tva', 'iva'],
  // Shown on /docs/tax.vat-rates with the answer recorded in examples.json, which the plugin test checks whole.
  example: { params: { country: 'DE' } },
  handler: ({ input }) => {
    let rows = VAT_TABLE.countries as VatCountry[]
    if (input.country !== undefined) {
      const row = byCode.get(ALIASES[input.country] ?? input.country)
      if (!row) {
        throw createError('NOT_FOUND', `country: ${input.country} is not in the VAT table; covered: ${[...byCode.keys()].join(', ')}`, { details: { field: 'country' } })
      }
      rows = [row]
    }
    if (input.euOnly) rows = rows.filter((row) => row.euMember)
    if (input.category) rows = rows.filter(applies[input.category])
    return vatAnswer(rows)
  },
})
