import { createError, defineOperation, invalidField, listAnswer, localSource, lookupAnswer, rowLimit, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { children, hierarchy, levelOf, naicsTable, rank } from '@svc/providers/naics'
import { searchWords } from '../params.ts'

const SOURCE = localSource('U.S. Census Bureau, 2017 NAICS descriptions and index file', 'https://www.census.gov/naics/', 'Public domain (U.S. government work)')

export default defineOperation({
  name: 'naics',
  sources: sourcesInWords('Census 2017 NAICS descriptions and index file (`@svc/providers/naics`), shipped'),
  method: 'GET',
  description: 'NAICS industry codes: a code\'s title, hierarchy path, description, index terms and child codes, or codes ranked for a plain-words description of a business (2017 NAICS, Census Bureau).',
  input: v.object({
    code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{2,6}|\d{2}-\d{2})$/, 'must be 2-6 digits or a sector range such as 31-33'), v.description('NAICS code'))),
    query: v.optional(searchWords('What the business does, in words')),
    level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(6), v.description('Query mode: 2 = sector ... 6 = national industry'))),
    limit: rowLimit(50, 20, 'Query mode: candidates to return'),
  }),
  keywords: ['naics code', 'industry code lookup', 'what is my naics code', 'classify a business'],
  // Both modes at once, or neither, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (Boolean(input.code) === Boolean(input.query)) throw invalidField('code', 'give exactly one of code or query')
  },
  async handler({ input, request }) {
    const table = await naicsTable()
    if (input.code) {
      const given = new URL(request.url).searchParams
      for (const field of ['level', 'limit']) if (given.has(field)) throw invalidField(field, `applies to query mode only`)
      const entry = table.codes[input.code]
      if (!entry) throw createError('NOT_FOUND', `code: 2017 NAICS has no code ${input.code}`, { details: { field: 'code' } })
      const item = { code: input.code, title: entry.title, level: levelOf(input.code), hierarchy: hierarchy(table, input.code), description: entry.description, indexTerms: entry.index, children: children(table, input.code), vintage: table.vintage }
      return lookupAnswer(item, SOURCE, { mode: 'lookup' })
    }
    const hits = rank(table, input.query!, input.level)
    return listAnswer(hits.slice(0, input.limit), SOURCE, { total: hits.length, mode: 'list', meta: { vintage: table.vintage } })
  },
})
