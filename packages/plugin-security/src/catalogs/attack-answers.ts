// A technique as the attack operation answers it: a list's summary, or a lookup's detail with names of what it links to.
import { type AttackCatalog, type AttackTechnique, attackUrl } from './attack.ts'

/** A technique in a list. */
export const summary = (technique: AttackTechnique) => ({
  id: technique.id,
  name: technique.name,
  tactics: technique.tactics,
  platforms: technique.platforms,
  subtechnique: technique.subtechnique,
  description: technique.description,
  url: attackUrl(technique.id),
})

/** Ids with the names the catalog gives them. */
const named = (ids: string[], table: Map<string, string>) => ids.map((id) => ({ id, name: table.get(id) ?? null }))

/** A technique looked up: its summary, parent, sub-techniques, mitigations, groups, software and dates. */
export function detail(catalog: AttackCatalog, technique: AttackTechnique) {
  const { byId } = catalog
  return {
    ...summary(technique),
    parent: technique.parent ? { id: technique.parent, name: byId.get(technique.parent)?.name ?? null } : null,
    subtechniques: technique.subtechniques.map((id) => ({ id, name: byId.get(id)?.name ?? null })),
    mitigations: named(technique.mitigations, catalog.mitigations),
    groups: named(technique.groups, catalog.groups),
    software: named(technique.software, catalog.software),
    modified: technique.modified,
    version: catalog.version,
  }
}
