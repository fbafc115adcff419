import { createError, defineOperation, listAnswer, localSource, requiredText, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { normalizeCode, resolve, type System } from '../resolve.ts'
import { VINTAGE } from '../tables.ts'

const SYSTEMS = ['naics', 'sic', 'isic', 'nace'] as const
const TABLES = [
  { table: '2017 NAICS to ISIC Rev. 4', publisher: 'U.S. Census Bureau', vintage: `${VINTAGE.naics} / ${VINTAGE.isic}` },
  { table: '1987 SIC to 2002 NAICS', publisher: 'U.S. Census Bureau', vintage: `${VINTAGE.sic} / ${VINTAGE.naics2002}` },
  { table: 'ISIC Rev. 4 structure', publisher: 'UN Statistics Division', vintage: VINTAGE.isic },
]

export default defineOperation({
  name: 'industry-resolve',
  sources: sourcesInWords('Census 2017 NAICS to ISIC Rev. 4; Census 1987 SIC to 2002 NAICS; UN ISIC Rev. 4 structure (`data/`, built into `src/data/concordances.json`); NAICS 2017 titles from the 2017 NAICS table of `@svc/plugin-business` (shipped)'),
  method: 'GET',
  description: 'Translates an industry code between classification systems (NAICS, SIC, ISIC, NACE): equivalent codes with titles, the vintage of each concordance table, partial-coverage flags, and multi-hop links marked as derived with notes.',
  input: v.object({
    system: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(SYSTEMS, 'must be naics, sic, isic or nace'), v.description('Classification of the code')),
    code: requiredText(1, 12, 'Industry code, e.g. 541511 (NAICS), 7372 (SIC), 6201 (ISIC), 62.01 (NACE)'),
  }),
  keywords: ['naics to sic', 'sic to naics', 'naics to isic', 'nace code', 'industry code crosswalk', 'industry concordance'],
  // A code that is not of its system's form can only fail: the 400 comes before any 402.
  check: (input) => {
    normalizeCode(input.system as System, input.code)
  },
  async handler({ input }) {
    const system = input.system as System
    const code = normalizeCode(system, input.code)
    const result = await resolve(system, code)
    if (!result) throw createError('NOT_FOUND', `code: no concordance table has the ${system.toUpperCase()} code ${input.code}`, { details: { field: 'code' } })
    return { ...listAnswer(result.items, localSource('U.S. Census Bureau NAICS concordances; UN Statistics Division ISIC Rev. 4', 'https://www.census.gov/naics/?68967', 'Public domain (U.S. government works); UN classification data')), query: { system, code, title: result.title }, notes: result.notes, tables: TABLES }
  },
})
