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
export interface CapecCatalog { version: string; source: string; patterns: CapecPattern[] }

let loading: Promise<{ catalog: CapecCatalog; byId: Map<number, CapecPattern> }> | undefined
/** MITRE's CAPEC (src/data/capec.json, 0.8 MB, built by scripts/refresh-capec.mjs), loaded on first use. */
export const capecCatalog = () => (loading ??= import('../data/capec.json', { with: { type: 'json' } }).then((module) => {
  const catalog = module.default as CapecCatalog
  return { catalog, byId: new Map(catalog.patterns.map((pattern) => [pattern.id, pattern])) }
}))

export const capecUrl = (id: number) => `https://capec.mitre.org/data/definitions/${id}.html`
