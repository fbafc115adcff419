import { createError, defineOperation } from '@svc/core'
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

export default defineOperation({
  name: 'vat-rates',
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
  // Shown on /docs/tax.vat-rates; the conformance test checks this is what the operation answers.
  example: {
    params: { country: 'DE' },
    answer: {
      ok: true,
      items: [
        {
          country: 'DE',
          vatCode: 'DE',
          name: 'Germany',
          euMember: true,
          standard: 19,
          reduced: [7],
          superReduced: null,
          parking: null,
          authority: 'European Commission (DG TAXUD)',
          note: null,
        },
      ],
      total: 1,
      source: {
        provider: 'European Commission, DG TAXUD: VAT rates applied in the Member States of the European Union; embedded table of the rates in force on 2025-08-01',
        url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en',
        license: 'EU institutions\' reuse policy (Commission Decision 2011/833/EU); rates are public law',
      },
      meta: { validOn: '2025-08-01' },
    },
  },
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
    return {
      ok: true,
      items: rows,
      total: rows.length,
      source: VAT_TABLE.source,
      meta: { validOn: VAT_TABLE.validOn },
    }
  },
})
