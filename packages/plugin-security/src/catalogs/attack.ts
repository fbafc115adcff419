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
  version: string
  domain: string
  source: string
  tactics: AttackTactic[]
  techniques: AttackTechnique[]
  mitigations: Record<string, string>
  groups: Record<string, string>
  software: Record<string, string>
}

let loading: Promise<{ catalog: AttackCatalog; byId: Map<string, AttackTechnique> }> | undefined
/** MITRE ATT&CK Enterprise (src/data/attack.json, 1.1 MB, built by scripts/refresh-attack.mjs), loaded on first use. */
export const attackCatalog = () => (loading ??= import('../data/attack.json', { with: { type: 'json' } }).then((module) => {
  const catalog = module.default as AttackCatalog
  return { catalog, byId: new Map(catalog.techniques.map((technique) => [technique.id, technique])) }
}))

/** attack.mitre.org page of an object: T1059.001 -> /techniques/T1059/001/, TA0002 -> /tactics/TA0002/. */
export function attackUrl(id: string): string {
  if (id.startsWith('TA')) return `https://attack.mitre.org/tactics/${id}/`
  if (id.startsWith('T')) return `https://attack.mitre.org/techniques/${id.replace('.', '/')}/`
  if (id.startsWith('G')) return `https://attack.mitre.org/groups/${id}/`
  if (id.startsWith('M')) return `https://attack.mitre.org/mitigations/${id}/`
  return `https://attack.mitre.org/software/${id}/`
}
