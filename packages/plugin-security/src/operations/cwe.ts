import { createError, defineOperation, listAnswer, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import { type CweWeakness, cweCatalog, cweUrl } from '../catalogs/cwe.ts'
import { catalogLookupInput, idOrWords } from '../catalogs/lookup-input.ts'
import { rank } from '../catalogs/search.ts'

const source = (version: string, date: string) => localSource(`MITRE CWE ${version} (${date}), shipped with svc`, 'https://cwe.mitre.org/data/downloads.html', 'CWE terms of use (https://cwe.mitre.org/about/termsofuse.html): free to use, copy and distribute with the MITRE copyright notice')

/** Among equally good matches, the more general entry first. */
const GENERALITY: Record<string, number> = { Pillar: 0, Class: 1, Base: 2, Variant: 3, Compound: 2 }

const summary = (weakness: CweWeakness) => ({ id: `CWE-${weakness.id}`, name: weakness.name, abstraction: weakness.abstraction, status: weakness.status, description: weakness.description, url: cweUrl(weakness.id) })

export default defineOperation({
  name: 'cwe',
  method: 'GET',
  description: 'MITRE Common Weakness Enumeration (CWE): one weakness by id (CWE-79) with its description, likelihood of exploit, parents and children, consequences, mitigations and related CAPEC attack patterns, or weaknesses matching words.',
  input: catalogLookupInput('CWE', 5, { id: 79, what: 'Weakness', words: 'sql injection' }),
  sources: sourcesInWords('MITRE CWE list shipped in `src/data/cwe.json` (built by `scripts/refresh-cwe.mjs`), loaded on first use'),
  keywords: ['cwe lookup', 'what is CWE-79', 'software weakness', 'weakness type of a vulnerability', 'cross-site scripting weakness'],
  example: { params: { id: 'CWE-79' } },
  check: idOrWords,
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
