import type { PluginDefinition, RegisteredOperation } from '@svc/core'
import { operationTable, TABLE_END, TABLE_START, withTable } from './operation-table.ts'
import { SOURCES_END, SOURCES_START, sourcesTable, withSources } from './sources-table.ts'

/**
 * A plugin README with both generated tables written from the registry. A README missing either pair of markers
 * is refused, naming them: a table left out of the generation would be hand-written again.
 */
export function withTables(readme: string, plugin: PluginDefinition, operations: ReadonlyMap<string, RegisteredOperation>): string {
  const tabled = withTable(readme, operationTable(plugin))
  if (tabled === undefined) throw new Error(`no operation table markers: put ${TABLE_START} and ${TABLE_END} under "## Operations"`)
  const sourced = withSources(tabled, sourcesTable(plugin, operations))
  if (sourced === undefined) throw new Error(`no sources table markers: put ${SOURCES_START} and ${SOURCES_END} after the operation table`)
  return sourced
}
