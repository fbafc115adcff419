import { lazyRequire } from '@svc/core'
import type pluralizeType from 'pluralize'
import { isUnknown, type ObjectShape, type Shape } from './shape.ts'

// pluralize loads at the first call, not at the host's start.
const pluralize = lazyRequire<typeof pluralizeType>(import.meta.url, 'pluralize')

export interface Field {
  key: string
  type: string
  optional: boolean
}

/** How one target language writes types; `declareTypes` decides names and sharing. */
export interface Renderer {
  unknown: string
  null: string
  boolean: string
  number: string
  string: string
  /** An object whose samples never had a member. */
  record: string
  array: (element: string, elementIsUnion: boolean) => string
  /** `members` are the non-null kinds (at least one). */
  union: (members: string[], nullable: boolean) => string
  ref: (name: string) => string
  body: (fields: Field[]) => string
}

export interface Declaration {
  name: string
  body: string
  /** Position in a depth-first walk from the root (parents before children). */
  order: number
}

export interface Declared {
  /** Type expression of the whole sample. */
  root: string
  /** Whether the root is itself one of the declarations (an object with members). */
  rootDeclared: boolean
  /** Named object types, each after the ones it uses. */
  declarations: Declaration[]
}

export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** Names nested objects after their member (`address` → Address, `items[]` → Item); identical objects share one name. */
export function declareTypes(shape: Shape, rootName: string, renderer: Renderer): Declared {
  const used = new Set([rootName])
  const byBody = new Map<string, string>()
  const declarations: Declaration[] = []
  let visited = 0
  const rootDeclared = !!shape.object && shape.object.fields.size > 0 && kinds(shape) === 1

  /** The next number to try per hint, so thousands of objects under one member name are named in linear time. */
  const nextNumber = new Map<string, number>()
  const uniqueName = (hint: string) => {
    let name = hint
    let n = nextNumber.get(hint) ?? 2
    while (used.has(name)) name = `${hint}${n++}`
    nextNumber.set(hint, n)
    used.add(name)
    return name
  }
  const objectType = (object: ObjectShape, hint: string, isRoot: boolean): string => {
    if (object.fields.size === 0) return renderer.record
    const order = (visited += 1)
    const fields = [...object.fields].map(([key, field]) => ({ key, optional: field.seen < object.seen, type: typeOf(field.shape, typeName(key)) }))
    const body = renderer.body(fields)
    const shared = isRoot ? undefined : byBody.get(body)
    if (shared) return renderer.ref(shared)
    const name = isRoot ? rootName : uniqueName(hint)
    byBody.set(body, name)
    declarations.push({ name, body, order })
    return renderer.ref(name)
  }
  const typeOf = (node: Shape, hint: string, isRoot = false): string => {
    if (isUnknown(node)) return renderer.unknown
    const members: string[] = []
    if (node.object) members.push(objectType(node.object, hint, isRoot))
    if (node.array) members.push(renderer.array(typeOf(node.array, elementName(hint)), kinds(node.array) > 1))
    if (node.string) members.push(renderer.string)
    if (node.number) members.push(renderer.number)
    if (node.boolean) members.push(renderer.boolean)
    return members.length === 0 ? renderer.null : renderer.union(members, node.null)
  }
  const root = typeOf(shape, rootName, rootDeclared)
  return { root, rootDeclared, declarations }
}

function kinds(shape: Shape): number {
  return [shape.null, shape.boolean, shape.number, shape.string, !!shape.array, !!shape.object].filter(Boolean).length
}

/** PascalCase of a member name, ASCII letters and digits only. */
export function typeName(key: string): string {
  const words = key.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  if (name === '') return 'Type'
  return /^\d/.test(name) ? `T${name}` : name
}

/** The type of an array's elements: the singular of its member's name (`Items` → Item), else `<Name>Item`. */
function elementName(hint: string): string {
  const singular = pluralize().singular(hint)
  return singular !== hint && IDENTIFIER.test(singular) ? singular : `${hint}Item`
}
