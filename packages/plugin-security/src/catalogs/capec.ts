import { externalId, live, plainText, references, shorten, type StixObject, text, texts } from '../stix/bundle.ts'

export interface CapecPattern {
  id: number
  name: string
  abstraction: string | null
  status: string | null
  description: string
  likelihood: string | null
  severity: string | null
  prerequisites: string[]
  skills: { level: string; text: string }[]
  consequences: { scope: string; impacts: string[] }[]
  cwes: string[]
  attack: string[]
  parents: number[]
  children: number[]
  mitigations: string[]
}
export interface CapecCatalog {
  version: string | null
  patterns: CapecPattern[]
  byId: Map<number, CapecPattern>
}

const capecNumber = (object: StixObject) => {
  const id = externalId(object, 'capec')
  return id && /^CAPEC-\d+$/.test(id) ? Number(id.slice(6)) : null
}

const entries = (value: unknown): [string, unknown][] => (value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [])

/**
 * The index of MITRE's CAPEC STIX 2.1 bundle: the current attack patterns (`attack-pattern` objects with
 * a `capec` external id, not deprecated), with the course-of-action objects that `mitigates` them.
 * Texts are shortened; only the fields security.capec answers are kept.
 */
export function buildCapec(objects: StixObject[]): CapecCatalog {
  const numbers = new Map<string, number>()
  for (const object of objects) {
    const id = object.type === 'attack-pattern' ? capecNumber(object) : null
    if (id !== null) numbers.set(object.id, id)
  }
  const actions = new Map(objects.filter((object) => object.type === 'course-of-action').map((action) => [action.id, action]))
  const mitigations = new Map<string, string[]>()
  for (const relation of objects) {
    if (relation.type !== 'relationship' || relation.relationship_type !== 'mitigates' || relation.revoked === true) continue
    const action = actions.get(String(relation.source_ref))
    if (!action) continue
    const target = String(relation.target_ref)
    mitigations.set(target, [...(mitigations.get(target) ?? []), shorten(plainText(action.description || action.name), 500)])
  }
  const refs = (value: unknown) => texts(value).flatMap((ref) => (numbers.has(ref) ? [numbers.get(ref)!] : []))
  let version: string | null = null
  const patterns: CapecPattern[] = []
  for (const object of objects) {
    const id = numbers.get(object.id)
    if (object.type !== 'attack-pattern' || id === undefined || !live(object)) continue
    version ??= text(object.x_capec_version)
    const links = references(object)
    patterns.push({
      id,
      name: text(object.name) ?? `CAPEC-${id}`,
      abstraction: text(object.x_capec_abstraction),
      status: text(object.x_capec_status),
      description: shorten(plainText(object.description), 1500),
      likelihood: text(object.x_capec_likelihood_of_attack),
      severity: text(object.x_capec_typical_severity),
      prerequisites: texts(object.x_capec_prerequisites).map((entry) => shorten(plainText(entry), 400)),
      skills: entries(object.x_capec_skills_required).map(([level, skill]) => ({ level, text: shorten(plainText(skill), 300) })),
      consequences: entries(object.x_capec_consequences).map(([scope, impacts]) => ({ scope: scope.replace(/_/g, ' '), impacts: texts(impacts) })),
      cwes: links.filter((link) => link.source === 'cwe').map((link) => link.id),
      attack: links.filter((link) => link.source === 'ATTACK').map((link) => (link.id.startsWith('T') ? link.id : `T${link.id}`)),
      parents: refs(object.x_capec_child_of_refs),
      children: refs(object.x_capec_parent_of_refs),
      mitigations: (mitigations.get(object.id) ?? []).slice(0, 10),
    })
  }
  patterns.sort((a, b) => a.id - b.id)
  return { version, patterns, byId: new Map(patterns.map((pattern) => [pattern.id, pattern])) }
}

export const capecUrl = (id: number) => `https://capec.mitre.org/data/definitions/${id}.html`
