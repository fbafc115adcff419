// The operation table of a plugin README, made from the plugin's registry: id, route, price, upstream, key or setting.
import { alternativesOf, buildRegistry, microsToDecimal, parseConfig, type PluginDefinition, type RegisteredOperation, type UpstreamDefinition, upstreamEnvName } from '@svc/core'

import { TABLE_END, TABLE_START } from './markers.mjs'

export { TABLE_END, TABLE_START }

/** The markdown table of a plugin's operations, in id order. */
export function operationTable(plugin: PluginDefinition): string {
  const registry = buildRegistry([plugin], parseConfig({}))
  const rows = registry.operations.map((operation) => [
    operation.id,
    `${operation.method} ${operation.path}`,
    priceCell(operation),
    upstreamCell(operation),
    keyCell(operation),
  ])
  const header = ['id', 'route', 'price (USD)', 'upstream', 'key / setting']
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** The listed price: fixed, "from" when quoted per call, "up to" when usage is billed. */
function priceCell(operation: RegisteredOperation): string {
  const price = operation.price
  if (price.mode === 'fixed') return usd(price.micros)
  if (price.mode === 'variable') return `from ${usd(price.fromMicros)}${price.upto ? ', up to the quote' : ', quoted per call'}`
  return `up to ${usd(price.maxMicros)}`
}

const usd = (micros: number) => microsToDecimal(micros).replace(/0+$/, '').replace(/\.$/, '')

function upstreamCell(operation: RegisteredOperation): string {
  const upstreams = operation.definition.upstreams ?? []
  if (upstreams.length === 0) return operation.definition.requires?.length ? `via ${operation.definition.requires.join(', ')}` : 'none'
  const chosen = alternativesOf(operation.definition)
  const names = (list: readonly UpstreamDefinition[]) => [...new Set(list.map((upstream) => upstream.name))].join(', ')
  const always = upstreams.filter((upstream) => !chosen.includes(upstream))
  return [always.length ? names(always) : '', chosen.length ? `one of ${names(chosen)}` : ''].filter(Boolean).join(', then ')
}

/** The operator's settings the operation needs: upstream keys (required or optional) and required settings. */
function keyCell(operation: RegisteredOperation): string {
  const keys = new Map<string, string>()
  for (const upstream of operation.definition.upstreams ?? []) {
    if (!upstream.key) continue
    const name = `\`${upstreamEnvName(upstream.id, 'KEY')}\``
    keys.set(name, upstream.key.required ? name : `${name} (optional)`)
  }
  const settings = [...(operation.definition.requiredSettings ?? []), ...(operation.definition.upstreams ?? []).flatMap((upstream) => upstream.requiredSettings ?? [])]
  for (const setting of settings) {
    const path = `\`settings.${typeof setting === 'string' ? setting : setting.path}\``
    keys.set(path, path)
  }
  return keys.size ? [...keys.values()].join(', ') : 'none'
}

/** The README with its table replaced by `table`; undefined when the README has no markers. */
export function withTable(readme: string, table: string): string | undefined {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start) return undefined
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`
}
