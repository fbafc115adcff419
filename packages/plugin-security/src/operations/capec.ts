import { createError, defineOperation, listAnswer, lookupAnswer, sourceOf } from '@svc/core'
import { buildCapec, type CapecPattern, capecUrl } from '../catalogs/capec.ts'
import { catalogLookupInput, idOrWords } from '../catalogs/lookup-input.ts'
import { rank } from '../catalogs/search.ts'
import { loadStixIndex, STIX_TTL } from '../stix/loader.ts'
import { CAPEC_BUNDLE, mitreCapec } from '../upstreams/mitre-capec.ts'

/** Among equally good matches, the more general entry first. */
const GENERALITY: Record<string, number> = { Meta: 0, Standard: 1, Detailed: 2 }

const summary = (pattern: CapecPattern) => ({ id: `CAPEC-${pattern.id}`, name: pattern.name, abstraction: pattern.abstraction, likelihood: pattern.likelihood, severity: pattern.severity, description: pattern.description, url: capecUrl(pattern.id) })

export default defineOperation({
  name: 'capec',
  method: 'GET',
  description: 'MITRE CAPEC attack patterns: one pattern by id (CAPEC-66) with its description, likelihood, typical severity, prerequisites, skills, consequences, mitigations, related CWE weaknesses and ATT&CK techniques, or patterns matching words.',
  input: catalogLookupInput('CAPEC', 4, { id: 66, what: 'Attack pattern', words: 'phishing' }),
  upstreams: [mitreCapec],
  cacheTtl: STIX_TTL,
  sources: [{ path: CAPEC_BUNDLE, about: `MITRE CAPEC in STIX 2.1: the bundle \`GET ${CAPEC_BUNDLE}\` of MITRE's CTI repository, indexed per host` }],
  keywords: ['capec lookup', 'attack pattern', 'how does sql injection work', 'common attack patterns', 'what is CAPEC-66'],
  example: { params: { id: 'CAPEC-66' } },
  check: idOrWords,
  async handler({ input, upstream, state }) {
    const { index: catalog, url } = await loadStixIndex(state, upstream(mitreCapec), CAPEC_BUNDLE, buildCapec)
    const { byId } = catalog
    const cited = sourceOf(mitreCapec, url)
    if (input.id !== undefined) {
      const pattern = byId.get(input.id)
      if (!pattern) throw createError('NOT_FOUND', `CAPEC${catalog.version ? ` ${catalog.version}` : ''} has no current attack pattern CAPEC-${input.id}`)
      const named = (ids: number[]) => ids.map((id) => ({ id: `CAPEC-${id}`, name: byId.get(id)?.name ?? null }))
      return lookupAnswer({
        ...summary(pattern),
        status: pattern.status,
        prerequisites: pattern.prerequisites,
        skills: pattern.skills,
        consequences: pattern.consequences,
        mitigations: pattern.mitigations,
        cwes: pattern.cwes,
        attackTechniques: pattern.attack,
        parents: named(pattern.parents),
        children: named(pattern.children),
        version: catalog.version,
      }, cited, { mode: 'lookup' })
    }
    const hits = rank(catalog.patterns, input.q!, (pattern) => pattern.name, (pattern) => pattern.description, (pattern) => GENERALITY[pattern.abstraction ?? ''] ?? 9)
    return listAnswer(hits.slice(0, input.limit).map(summary), cited, { total: hits.length, mode: 'list' })
  },
})
