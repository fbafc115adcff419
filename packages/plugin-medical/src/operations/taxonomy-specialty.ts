import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, optionalText, requireExactlyOne, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { childrenOf, parentOf, searchTaxonomy, TAXONOMY_CODE, TAXONOMY_TTL, taxonomySource, taxonomyTable, words } from '../taxonomy.ts'
import { nucc } from '../upstreams/nucc.ts'

const input = v.object({
  code: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(TAXONOMY_CODE, 'must be a 10-character taxonomy code ending in X, e.g. 207RC0000X'), v.description('NUCC taxonomy code'))),
  query: optionalText(2, 100, 'Words of a specialty, e.g. cardiology or nurse practitioner'),
  section: v.optional(v.pipe(v.picklist(['individual', 'non-individual']), v.description('Individuals (and groups of them) or organizations'))),
  limit: rowLimit(100, 20, 'Entries answered for a query (1-100)'),
})

export default defineOperation({
  name: 'taxonomy-specialty',
  method: 'GET',
  description: 'Health care provider taxonomy (NUCC code set, the specialties of NPI records): a taxonomy code\'s grouping, classification, specialization, display name and definition with its parent and specializations, or the codes for a specialty in words.',
  input,
  check: (input) => {
    requireExactlyOne(input, ['query', 'code'], 'words of a specialty or a code')
    if (input.query && words(input.query).length === 0) throw invalidField('query', 'give at least one word of two or more letters or digits')
  },
  upstreams: [nucc],
  cacheTtl: TAXONOMY_TTL,
  sources: [taxonomySource],
  keywords: ['taxonomy code for', 'provider specialty code', 'what specialty is taxonomy', 'nucc code'],
  example: { params: { query: 'cardiology' } },
  async handler(ctx) {
    const { input } = ctx
    const table = await taxonomyTable(ctx)
    const source = { ...sourceOf(nucc, table.url), provider: `${nucc.name}, version ${table.version}` }
    if (input.code) {
      const entry = table.byCode.get(input.code)
      if (!entry) throw createError('NOT_FOUND', `code: the NUCC taxonomy (version ${table.version}) has no code ${input.code}`)
      const parent = parentOf(table, entry)
      return lookupAnswer({
        ...entry,
        parent: parent ? { code: parent.code, displayName: parent.displayName } : null,
        specializations: childrenOf(table, entry).map((child) => ({ code: child.code, specialization: child.specialization, displayName: child.displayName })),
      }, source, { mode: 'lookup' })
    }
    const section = input.section === 'individual' ? 'Individual' : input.section === 'non-individual' ? 'Non-Individual' : undefined
    const found = searchTaxonomy(table, input.query!).filter((entry) => !section || entry.section === section)
    return listAnswer(found.slice(0, input.limit), source, { total: found.length, mode: 'list' })
  },
})
