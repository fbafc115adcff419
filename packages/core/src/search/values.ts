import type { InputSchema } from '../define.ts'

interface Node {
  type: string
  kind?: string
  options?: unknown[]
  enum?: Record<string, unknown>
  wrapped?: Node
  item?: Node
  entries?: Record<string, Node>
  pipe?: Node[]
}

/** Params that say how the answer is sorted, shaped or filtered by state, not what it is about ("sort=stars", "status=open"). */
const PRESENTATION = /sort|order|format|output|mode|units?$|encoding|interval|freq|timeframe|period|style|font|weight|template|newline|declaration|marker|^fit$|waituntil|status|^by$|^match$|^side$|^when$|^tone$|^lang$/i

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish'])

/**
 * The values an operation's params take from closed lists (picklists and enums, also of arrays), as words:
 * "fast_food" -> "fast food", "dustHaze" -> "dust haze". A task that says one ("a public toilet near...",
 * "dust storms") names what the operation takes, though not what it does (fixtures/search/README.md, s15/ind3).
 */
export function paramValues(input: InputSchema): string[] {
  const values = new Set<string>()
  for (const [name, entry] of Object.entries((input as unknown as Node).entries ?? {})) {
    if (!PRESENTATION.test(name)) for (const value of optionsOf(entry)) values.add(humanize(value))
  }
  return [...values].filter((value) => /[a-z]{3}/i.test(value))
}

function optionsOf(node: Node | undefined, depth = 0): string[] {
  if (!node || depth > 6) return []
  if (WRAPPERS.has(node.type) && node.wrapped) return optionsOf(node.wrapped, depth + 1)
  if (node.type === 'array' && node.item) return optionsOf(node.item, depth + 1)
  if (node.type === 'picklist' && Array.isArray(node.options)) return node.options.map(String)
  if (node.type === 'enum' && node.enum) return Object.values(node.enum).map(String)
  for (const item of node.pipe?.slice(1) ?? []) if (item.kind === 'schema') {
    const found = optionsOf(item, depth + 1)
    if (found.length > 0) return found
  }
  return []
}

const humanize = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_+]/g, ' ').toLowerCase()
