import { createError, defineOperation, forbidTogether, listAnswer, localSource, lookupAnswer, requireOne, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { type CweWeakness, cweCatalog, cweUrl } from '../catalogs/cwe.ts'
import { rank } from '../catalogs/search.ts'

const source = (version: string, date: string) => localSource(`MITRE CWE ${version} (${date}), shipped with svc`, 'https://cwe.mitre.org/data/downloads.html', 'CWE terms of use (https://cwe.mitre.org/about/termsofuse.html): free to use, copy and distribute with the MITRE copyright notice')

/** Among equally good matches, the more general entry first. */
const GENERALITY: Record<string, number> = { Pillar: 0, Class: 1, Base: 2, Variant: 3, Compound: 2 }

const summary = (weakness: CweWeakness) => ({ id: `CWE-${weakness.id}`, name: weakness.name, abstraction: weakness.abstraction, status: weakness.status, description: weakness.description, url: cweUrl(weakness.id) })

export default defineOperation({
  name: 'cwe',
  method: 'GET',
  description: 'MITRE Common Weakness Enumeration (CWE): one weakness by id (CWE-79) with its description, likelihood of exploit, parents and children, consequences, mitigations and related CAPEC attack patterns, or weaknesses matching words.',
  input: v.object({
    id: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(?:CWE-)?\d{1,5}$/, 'must be a CWE id such as CWE-79 or 79'), v.transform((value) => Number(value.replace('CWE-', ''))), v.description('Weakness id, e.g. CWE-79'))),
    q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.description('Words of the name or description, e.g. "sql injection"'))),
    limit: rowLimit(50, 10),
  }),
  keywords: ['cwe lookup', 'what is CWE-79', 'software weakness', 'weakness type of a vulnerability', 'cross-site scripting weakness'],
  example: { params: { id: 'CWE-79' } },
  check(input) {
    requireOne(input, ['id', 'q'])
    forbidTogether(input, 'id', 'q')
  },
  async handler({ input }) {
    const { catalog, byId } = await cweCatalog()
    const cited = source(catalog.version, catalog.date)
    if (input.id !== undefined) {
      const weakness = byId.get(input.id)
      if (!weakness) throw createError('NOT_FOUND', `CWE ${catalog.version} has no weakness CWE-${input.id} (it may be a category or a view)`)
      const named = (ids: number[]) => ids.map((id) => ({ id: `CWE-${id}`, name: byId.get(id)?.name ?? null }))
      return lookupAnswer({
        ...summary(weakness),
        extendedDescription: weakness.extendedDescription,
        likelihood: weakness.likelihood,
        parents: named(weakness.parents),
        children: named(weakness.children),
        consequences: weakness.consequences,
        mitigations: weakness.mitigations,
        capec: weakness.capec.map((id) => `CAPEC-${id}`),
        version: catalog.version,
      }, cited, { mode: 'lookup' })
    }
    const hits = rank(catalog.weaknesses.filter((weakness) => weakness.status !== 'Deprecated'), input.q!, (weakness) => weakness.name, (weakness) => weakness.description, (weakness) => GENERALITY[weakness.abstraction ?? ''] ?? 9)
    return listAnswer(hits.slice(0, input.limit).map(summary), cited, { total: hits.length, mode: 'list' })
  },
})
