#!/usr/bin/env node
/**
 * Rebuilds src/data/capec.json from MITRE's CAPEC in STIX 2.1: the bundle stix-capec.json or the
 * capec/2.1 folder of https://github.com/mitre/cti (official, published by MITRE):
 *
 *   node scripts/refresh-capec.mjs path/to/cti/capec/2.1
 *
 * Keeps, per attack pattern: id, name, abstraction, status, description (shortened), likelihood,
 * severity, prerequisites, skills, consequences, related CWEs and ATT&CK techniques, parents and
 * children, and the mitigations (course-of-action objects linked by `mitigates`).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { externalId, live, plainText, readObjects, shorten } from './stix.mjs'

const paths = process.argv.slice(2)
if (paths.length === 0) {
  console.error('usage: node scripts/refresh-capec.mjs <stix-capec.json | cti/capec/2.1>')
  process.exit(1)
}
const objects = readObjects(paths)
const patterns = objects.filter((object) => object.type === 'attack-pattern' && externalId(object, 'capec'))
const idOf = new Map(patterns.map((pattern) => [pattern.id, Number(externalId(pattern, 'capec').replace('CAPEC-', ''))]))
const actions = new Map(objects.filter((object) => object.type === 'course-of-action').map((action) => [action.id, action]))
const mitigations = new Map()
for (const relation of objects) {
  if (relation.type !== 'relationship' || relation.relationship_type !== 'mitigates' || relation.revoked) continue
  const action = actions.get(relation.source_ref)
  if (!action) continue
  if (!mitigations.has(relation.target_ref)) mitigations.set(relation.target_ref, [])
  mitigations.get(relation.target_ref).push(shorten(plainText(action.description || action.name), 500))
}
const version = patterns.map((pattern) => pattern.x_capec_version).find(Boolean) ?? null
const refs = (list) => (list ?? []).map((ref) => idOf.get(ref)).filter((id) => id !== undefined)
const out = patterns.filter(live).map((pattern) => ({
  id: idOf.get(pattern.id),
  name: pattern.name,
  abstraction: pattern.x_capec_abstraction ?? null,
  status: pattern.x_capec_status ?? null,
  description: shorten(plainText(pattern.description), 1500),
  likelihood: pattern.x_capec_likelihood_of_attack ?? null,
  severity: pattern.x_capec_typical_severity ?? null,
  prerequisites: (pattern.x_capec_prerequisites ?? []).map((text) => shorten(plainText(text), 400)),
  skills: Object.entries(pattern.x_capec_skills_required ?? {}).map(([level, text]) => ({ level, text: shorten(plainText(text), 300) })),
  consequences: Object.entries(pattern.x_capec_consequences ?? {}).map(([scope, impacts]) => ({ scope: scope.replace(/_/g, ' '), impacts })),
  cwes: (pattern.external_references ?? []).filter((reference) => reference.source_name === 'cwe').map((reference) => reference.external_id),
  attack: (pattern.external_references ?? []).filter((reference) => reference.source_name === 'ATTACK').map((reference) => `T${reference.external_id}`),
  parents: refs(pattern.x_capec_child_of_refs),
  children: refs(pattern.x_capec_parent_of_refs),
  mitigations: (mitigations.get(pattern.id) ?? []).slice(0, 10),
})).sort((a, b) => a.id - b.id)

const file = join(import.meta.dirname, '../src/data/capec.json')
writeFileSync(file, `${JSON.stringify({ version, source: 'https://github.com/mitre/cti/tree/master/capec/2.1', patterns: out })}\n`)
console.log(`CAPEC ${version}: ${out.length} attack patterns -> ${file}`)
