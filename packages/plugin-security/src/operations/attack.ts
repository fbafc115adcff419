import { createError, defineOperation, forbidTogether, invalidField, listAnswer, lookupAnswer, rowLimit, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { attackUrl, buildAttack } from '../catalogs/attack.ts'
import { detail, summary } from '../catalogs/attack-answers.ts'
import { rank } from '../catalogs/search.ts'
import { loadStixIndex, STIX_TTL } from '../stix/loader.ts'
import { ATTACK_BUNDLE, mitreAttack } from '../upstreams/mitre-attack.ts'

export default defineOperation({
  name: 'attack',
  method: 'GET',
  description: 'MITRE ATT&CK Enterprise: a technique or sub-technique by id (T1059, T1059.001) with tactics, platforms, description, mitigations and the threat groups and software that use it; a tactic (TA0002) or a group (G0016) with its techniques; or techniques matching words, a tactic or a platform.',
  input: v.object({
    id: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(?:T\d{4}(?:\.\d{3})?|TA\d{4}|G\d{4})$/, 'must be a technique (T1059, T1059.001), tactic (TA0002) or group (G0016) id'), v.description('ATT&CK id: technique, tactic or group'))),
    q: optionalText(2, 100, 'Words of the technique name or description, e.g. "powershell"'),
    tactic: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.transform((value) => value.replace(/[\s_]+/g, '-')), v.regex(/^[a-z-]{3,40}$/, 'must be a tactic name such as execution or lateral-movement'), v.description('Only techniques of this tactic, e.g. execution, persistence, lateral-movement'))),
    platform: optionalText(2, 40, 'Only techniques for this platform, e.g. Windows, Linux, macOS, IaaS'),
    limit: rowLimit(100, 20),
  }),
  upstreams: [mitreAttack],
  cacheTtl: STIX_TTL,
  sources: [{ path: ATTACK_BUNDLE, about: `MITRE ATT&CK Enterprise in STIX 2.1: the latest release's bundle \`GET ${ATTACK_BUNDLE}\` of MITRE's attack-stix-data, indexed per host` }],
  keywords: ['mitre att&ck technique', 'what is T1059', 'attack techniques of a threat group', 'ttps of apt29', 'lateral movement techniques', 'adversary tactics'],
  example: { params: { id: 'T1110.003' } },
  check(input) {
    if (!input.id && !input.q && !input.tactic && !input.platform) throw invalidField('id', 'give id, or q, tactic or platform to list techniques')
    forbidTogether(input, 'id', 'q')
    forbidTogether(input, 'id', 'tactic')
    forbidTogether(input, 'id', 'platform')
  },
  async handler({ input, upstream, state }) {
    const { index: catalog, url } = await loadStixIndex(state, upstream(mitreAttack), ATTACK_BUNDLE, buildAttack)
    const { byId } = catalog
    const cited = sourceOf(mitreAttack, url)
    const release = catalog.version ? `ATT&CK v${catalog.version}` : 'ATT&CK'
    const id = input.id
    if (id?.startsWith('TA')) {
      const tactic = catalog.tactics.find((entry) => entry.id === id)
      if (!tactic) throw createError('NOT_FOUND', `${release} has no tactic ${id}`)
      const techniques = catalog.techniques.filter((technique) => !technique.subtechnique && technique.tactics.includes(tactic.shortname))
      return lookupAnswer({ ...tactic, url: attackUrl(tactic.id), techniques: techniques.map((technique) => ({ id: technique.id, name: technique.name })), version: catalog.version }, cited, { mode: 'lookup' })
    }
    if (id?.startsWith('G')) {
      const name = catalog.groups.get(id)
      if (!name) throw createError('NOT_FOUND', `${release} has no group ${id}`)
      const techniques = catalog.techniques.filter((technique) => technique.groups.includes(id))
      return lookupAnswer({ id, name, url: attackUrl(id), techniques: techniques.map((technique) => ({ id: technique.id, name: technique.name, tactics: technique.tactics })), version: catalog.version }, cited, { mode: 'lookup' })
    }
    if (id) {
      const technique = byId.get(id)
      if (!technique) throw createError('NOT_FOUND', `${release} has no current technique ${id}`)
      return lookupAnswer(detail(catalog, technique), cited, { mode: 'lookup' })
    }
    if (input.tactic && !catalog.tactics.some((tactic) => tactic.shortname === input.tactic)) {
      throw invalidField('tactic', `must be one of: ${catalog.tactics.map((tactic) => tactic.shortname).join(', ')}`)
    }
    const platform = input.platform?.toLowerCase()
    let rows = catalog.techniques
      .filter((technique) => !input.tactic || technique.tactics.includes(input.tactic))
      .filter((technique) => !platform || technique.platforms.some((entry) => entry.toLowerCase() === platform))
    if (input.q) rows = rank(rows, input.q, (technique) => technique.name, (technique) => technique.description, (technique) => (technique.subtechnique ? 1 : 0))
    return listAnswer(rows.slice(0, input.limit).map(summary), cited, { total: rows.length, mode: 'list' })
  },
})
