/**
 * The sizes a schema allows, checked before it validates anything: an array beyond its maximum is
 * refused before its elements are looked at (valibot checks an array's length only after every
 * element, one issue per bad element), a string beyond its maximum before its patterns run. So one
 * request's validation costs what the schema allows, not what the caller sent.
 */

/** The parts of a valibot schema or action this reads. */
interface Node {
  kind: string
  type: string
  requirement?: unknown
  message?: unknown
  wrapped?: Node
  pipe?: Node[]
  item?: Node
  items?: Node[]
  entries?: Record<string, Node>
  value?: Node
}

export interface BoundIssue {
  /** Keys from the input's root to the value out of bounds (built on the way back up). */
  path: Array<string | number>
  message: string
}

/** Counts the elements and entries walked: a large input is validated to its first issue only. */
export interface Tally {
  values: number
}

type Checker = (value: unknown, tally: Tally) => BoundIssue | undefined

/** Walks `input` over `schema`: the first value beyond a declared maximum, if any. */
export function outOfBounds(schema: object, input: unknown, tally: Tally): BoundIssue | undefined {
  return checkerOf(schema as Node)?.(input, tally)
}

const checkers = new WeakMap<Node, Checker | null>()

function checkerOf(schema: Node): Checker | undefined {
  const known = checkers.get(schema)
  if (known !== undefined) return known ?? undefined
  checkers.set(schema, null) // a schema reached again inside itself (v.lazy) is not walked twice
  const checker = compile(schema)
  checkers.set(schema, checker ?? null)
  return checker
}

function compile(schema: Node): Checker | undefined {
  const bound = maximumOf(schema)
  const inner = structureOf(schema)
  if (!bound && !inner) return undefined
  return (value, tally) => bound?.(value) ?? inner?.(value, tally)
}

/** A value's bound from its pipe: `maxLength`/`length` with nothing before them that could change the value. */
function maximumOf(schema: Node): ((value: unknown) => BoundIssue | undefined) | undefined {
  let trims: Node[] = []
  for (const action of actionsOf(schema)) {
    if (action.kind === 'transformation') {
      // A string trimmed before its bound is measured trimmed; any other change ends what can be known.
      if (!action.type.startsWith('trim')) return undefined
      trims = [...trims, action]
      continue
    }
    if ((action.type !== 'max_length' && action.type !== 'length') || typeof action.requirement !== 'number') continue
    const max = action.requirement
    const custom = typeof action.message === 'string' ? action.message : undefined
    const measured = trims.map((trim) => trim.type)
    return (value) => {
      const length = Array.isArray(value) ? value.length : typeof value === 'string' ? trimmed(value, measured).length : undefined
      if (length === undefined || length <= max) return undefined
      return { path: [], message: custom ?? `expected ${action.type === 'length' ? '' : '<='}${max}, received ${length}` }
    }
  }
  return undefined
}

function trimmed(value: string, trims: string[]): string {
  let out = value
  for (const trim of trims) out = trim === 'trim' ? out.trim() : trim === 'trim_start' ? out.trimStart() : out.trimEnd()
  return out
}

/** The actions of a schema's pipe, a pipe of a pipe included, in the order they run. */
function actionsOf(schema: Node): Node[] {
  if (!schema.pipe) return []
  const [root, ...actions] = schema.pipe
  return root && root !== schema && root.pipe ? [...actionsOf(root), ...actions] : actions
}

/** The checks inside a value: its elements, members or wrapped schema. */
function structureOf(schema: Node): Checker | undefined {
  if (schema.wrapped) {
    const wrapped = checkerOf(schema.wrapped)
    return wrapped && ((value, tally) => (value === undefined || value === null ? undefined : wrapped(value, tally)))
  }
  if (schema.type === 'array' && schema.item) return elements(checkerOf(schema.item))
  if (schema.type.endsWith('tuple') && schema.items) return tuple(schema.items.map(checkerOf))
  if (schema.type.endsWith('object') && schema.entries) return members(schema.entries)
  if (schema.type === 'record' && schema.value) return entries(checkerOf(schema.value))
  return undefined
}

function elements(item: Checker | undefined): Checker {
  return (value, tally) => {
    if (!Array.isArray(value)) return undefined
    tally.values += value.length
    if (item) for (let index = 0; index < value.length; index++) {
      const issue = item(value[index], tally)
      if (issue) return within(index, issue)
    }
    return undefined
  }
}

function tuple(items: Array<Checker | undefined>): Checker {
  return (value, tally) => {
    if (!Array.isArray(value)) return undefined
    tally.values += value.length
    for (let index = 0; index < Math.min(items.length, value.length); index++) {
      const issue = items[index]?.(value[index], tally)
      if (issue) return within(index, issue)
    }
    return undefined
  }
}

function members(schemaEntries: Record<string, Node>): Checker | undefined {
  const checked = Object.entries(schemaEntries).flatMap(([key, entry]) => {
    const checker = checkerOf(entry)
    return checker ? [[key, checker] as const] : []
  })
  if (checked.length === 0) return undefined
  return (value, tally) => {
    if (typeof value !== 'object' || value === null) return undefined
    const object = value as Record<string, unknown>
    for (const [key, checker] of checked) {
      if (!Object.hasOwn(object, key)) continue
      const issue = checker(object[key], tally)
      if (issue) return within(key, issue)
    }
    return undefined
  }
}

function entries(entry: Checker | undefined): Checker {
  return (value, tally) => {
    if (typeof value !== 'object' || value === null) return undefined
    for (const key in value) {
      tally.values++
      const issue = entry?.((value as Record<string, unknown>)[key], tally)
      if (issue) return within(key, issue)
    }
    return undefined
  }
}

function within(key: string | number, issue: BoundIssue): BoundIssue {
  issue.path.unshift(key)
  return issue
}
