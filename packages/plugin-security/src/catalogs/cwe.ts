import { loadOnce } from '@svc/core'
export interface CweWeakness {
  id: number
  name: string
  abstraction: string | null
  status: string | null
  description: string
  extendedDescription: string | null
  likelihood: string | null
  parents: number[]
  children: number[]
  consequences: { scopes: string[]; impacts: string[] }[]
  mitigations: { phases: string[]; description: string }[]
  capec: number[]
}
export interface CweCatalog { version: string; date: string; source: string; weaknesses: CweWeakness[] }

/** MITRE's CWE list (src/data/cwe.json, 1.4 MB, built by scripts/refresh-cwe.mjs), loaded on first use. */
export const cweCatalog = loadOnce(() => import('../data/cwe.json').then((module) => {
  const catalog = module.default as CweCatalog
  return { catalog, byId: new Map(catalog.weaknesses.map((weakness) => [weakness.id, weakness])) }
}))

export const cweUrl = (id: number) => `https://cwe.mitre.org/data/definitions/${id}.html`
