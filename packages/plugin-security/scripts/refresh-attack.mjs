#!/usr/bin/env node
/**
 * Rebuilds src/data/attack.json from MITRE ATT&CK Enterprise in STIX 2.1: the bundle
 * enterprise-attack.json (github.com/mitre-attack/attack-stix-data) or the enterprise-attack folder
 * of github.com/mitre/cti (official, published by MITRE):
 *
 *   node scripts/refresh-attack.mjs path/to/enterprise-attack.json
 *   node scripts/refresh-attack.mjs --version=18.1 path/to/cti/enterprise-attack
 *
 * (the bundle names its ATT&CK version in its x-mitre-collection object; the folder has none, so give it).
 * Keeps the current (not revoked, not deprecated) techniques and sub-techniques with their tactics,
 * platforms, description (shortened), mitigations, and the groups and software that use them; the
 * tactics; and the names of groups, software and mitigations.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { externalId, live, plainText, readObjects, shorten } from './stix.mjs'

const given = process.argv.slice(2).find((arg) => arg.startsWith('--version='))?.slice('--version='.length)
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
if (paths.length === 0) {
  console.error('usage: node scripts/refresh-attack.mjs <enterprise-attack.json | cti/enterprise-attack>')
  process.exit(1)
}
const objects = readObjects(paths)
const attackId = (object) => externalId(object, 'mitre-attack')
const byStixId = new Map(objects.filter((object) => object.type !== 'relationship' && live(object) && attackId(object)).map((object) => [object.id, object]))
const of = (type) => [...byStixId.values()].filter((object) => object.type === type)

const version = given ?? objects.find((object) => object.type === 'x-mitre-collection')?.x_mitre_version ?? null
if (!version) throw new Error('no ATT&CK version: give --version=<x.y> for a folder of objects')

const techniques = new Map(of('attack-pattern').map((pattern) => [pattern.id, {
  id: attackId(pattern),
  name: pattern.name,
  tactics: (pattern.kill_chain_phases ?? []).filter((phase) => phase.kill_chain_name === 'mitre-attack').map((phase) => phase.phase_name),
  platforms: pattern.x_mitre_platforms ?? [],
  description: shorten(plainText(pattern.description), 1500),
  subtechnique: Boolean(pattern.x_mitre_is_subtechnique),
  parent: null,
  subtechniques: [],
  mitigations: [],
  groups: [],
  software: [],
  modified: String(pattern.modified ?? '').slice(0, 10) || null,
}]))

for (const relation of objects) {
  if (relation.type !== 'relationship' || relation.revoked || relation.x_mitre_deprecated) continue
  const source = byStixId.get(relation.source_ref)
  const target = techniques.get(relation.target_ref)
  if (!source || !target) continue
  if (relation.relationship_type === 'subtechnique-of') {
    const child = techniques.get(relation.source_ref)
    if (child) {
      child.parent = target.id
      target.subtechniques.push(child.id)
    }
  } else if (relation.relationship_type === 'mitigates' && source.type === 'course-of-action') target.mitigations.push(attackId(source))
  else if (relation.relationship_type === 'uses' && source.type === 'intrusion-set') target.groups.push(attackId(source))
  else if (relation.relationship_type === 'uses' && (source.type === 'malware' || source.type === 'tool')) target.software.push(attackId(source))
}
const sortIds = (ids) => [...new Set(ids)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
for (const technique of techniques.values()) for (const key of ['subtechniques', 'mitigations', 'groups', 'software']) technique[key] = sortIds(technique[key])

const names = (type) => Object.fromEntries(of(type).map((object) => [attackId(object), object.name]).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })))
const data = {
  version,
  domain: 'enterprise-attack',
  source: 'https://github.com/mitre/cti/tree/master/enterprise-attack',
  tactics: of('x-mitre-tactic').map((tactic) => ({ id: attackId(tactic), name: tactic.name, shortname: tactic.x_mitre_shortname, description: shorten(plainText(tactic.description), 600) })).sort((a, b) => a.id.localeCompare(b.id)),
  techniques: [...techniques.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
  mitigations: names('course-of-action'),
  groups: names('intrusion-set'),
  software: { ...names('malware'), ...names('tool') },
}
const file = join(import.meta.dirname, '../src/data/attack.json')
writeFileSync(file, `${JSON.stringify(data)}\n`)
console.log(`ATT&CK ${version}: ${data.techniques.length} techniques, ${data.tactics.length} tactics, ${Object.keys(data.groups).length} groups -> ${file}`)
