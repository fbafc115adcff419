import { byAttackId, externalId, live, plainText, shorten, type StixObject, text, texts } from '../stix/bundle.ts'

export interface AttackTechnique {
  id: string
  name: string
  tactics: string[]
  platforms: string[]
  description: string
  subtechnique: boolean
  parent: string | null
  subtechniques: string[]
  mitigations: string[]
  groups: string[]
  software: string[]
  modified: string | null
}
export interface AttackTactic { id: string; name: string; shortname: string; description: string }
export interface AttackCatalog {
  version: string | null
  tactics: AttackTactic[]
  techniques: AttackTechnique[]
  byId: Map<string, AttackTechnique>
  mitigations: Map<string, string>
  groups: Map<string, string>
  software: Map<string, string>
}

/**
 * The index of MITRE's ATT&CK Enterprise STIX 2.1 bundle: current (not revoked, not deprecated)
 * techniques and sub-techniques with their tactics, platforms, shortened description, mitigations and
 * the groups and software that use them (from `relationship` objects); the tactics (`x-mitre-tactic`);
 * the names of groups, software and mitigations; the release (`x-mitre-collection`'s `x_mitre_version`).
 */
export function buildAttack(objects: StixObject[]): AttackCatalog {
  const attackId = (object: StixObject) => externalId(object, 'mitre-attack')
  const current = new Map<string, { object: StixObject; id: string }>()
  for (const object of objects) {
    const id = object.type === 'relationship' ? null : attackId(object)
    if (id && live(object)) current.set(object.id, { object, id })
  }
  const techniques = new Map<string, AttackTechnique>()
  const names = { mitigations: new Map<string, string>(), groups: new Map<string, string>(), software: new Map<string, string>() }
  const tactics: AttackTactic[] = []
  for (const { object, id } of current.values()) {
    const name = text(object.name) ?? id
    if (object.type === 'attack-pattern') {
      const phases = Array.isArray(object.kill_chain_phases) ? (object.kill_chain_phases as { kill_chain_name?: unknown; phase_name?: unknown }[]) : []
      techniques.set(object.id, {
        id,
        name,
        tactics: phases.flatMap((phase) => (phase?.kill_chain_name === 'mitre-attack' && typeof phase.phase_name === 'string' ? [phase.phase_name] : [])),
        platforms: texts(object.x_mitre_platforms),
        description: shorten(plainText(object.description), 1500),
        subtechnique: object.x_mitre_is_subtechnique === true,
        parent: null,
        subtechniques: [],
        mitigations: [],
        groups: [],
        software: [],
        modified: text(object.modified)?.slice(0, 10) || null,
      })
    } else if (object.type === 'x-mitre-tactic' && typeof object.x_mitre_shortname === 'string') {
      tactics.push({ id, name, shortname: object.x_mitre_shortname, description: shorten(plainText(object.description), 600) })
    } else if (object.type === 'course-of-action') names.mitigations.set(id, name)
    else if (object.type === 'intrusion-set') names.groups.set(id, name)
    else if (object.type === 'malware' || object.type === 'tool') names.software.set(id, name)
  }
  for (const relation of objects) {
    if (relation.type !== 'relationship' || !live(relation)) continue
    const source = current.get(String(relation.source_ref))
    const target = techniques.get(String(relation.target_ref))
    if (!source || !target) continue
    const kind = relation.relationship_type
    if (kind === 'subtechnique-of') {
      const child = techniques.get(source.object.id)
      if (child) {
        child.parent = target.id
        target.subtechniques.push(child.id)
      }
    } else if (kind === 'mitigates' && source.object.type === 'course-of-action') target.mitigations.push(source.id)
    else if (kind === 'uses' && source.object.type === 'intrusion-set') target.groups.push(source.id)
    else if (kind === 'uses' && (source.object.type === 'malware' || source.object.type === 'tool')) target.software.push(source.id)
  }
  const sorted = (ids: string[]) => [...new Set(ids)].sort(byAttackId)
  const list = [...techniques.values()].sort((a, b) => byAttackId(a.id, b.id))
  for (const technique of list) {
    technique.subtechniques = sorted(technique.subtechniques)
    technique.mitigations = sorted(technique.mitigations)
    technique.groups = sorted(technique.groups)
    technique.software = sorted(technique.software)
  }
  const collection = objects.find((object) => object.type === 'x-mitre-collection')
  return {
    version: text(collection?.x_mitre_version),
    tactics: tactics.sort((a, b) => byAttackId(a.id, b.id)),
    techniques: list,
    byId: new Map(list.map((technique) => [technique.id, technique])),
    ...names,
  }
}

/** attack.mitre.org page of an object: T1059.001 -> /techniques/T1059/001/, TA0002 -> /tactics/TA0002/. */
export function attackUrl(id: string): string {
  if (id.startsWith('TA')) return `https://attack.mitre.org/tactics/${id}/`
  if (id.startsWith('T')) return `https://attack.mitre.org/techniques/${id.replace('.', '/')}/`
  if (id.startsWith('G')) return `https://attack.mitre.org/groups/${id}/`
  if (id.startsWith('M')) return `https://attack.mitre.org/mitigations/${id}/`
  return `https://attack.mitre.org/software/${id}/`
}
