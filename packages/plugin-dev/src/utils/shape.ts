import type { JsonValue } from './json.ts'

/** What a position of a sample held, over every value seen there. */
export interface Shape {
  null: boolean
  boolean: boolean
  number: boolean
  string: boolean
  /** Merged shape of the elements of every array seen here. */
  array?: Shape
  object?: ObjectShape
}

export interface ObjectShape {
  /** How many objects were merged into this one. */
  seen: number
  fields: Map<string, { shape: Shape; seen: number }>
}

export function emptyShape(): Shape {
  return { null: false, boolean: false, number: false, string: false }
}

/** Folds one value into a shape: arrays merge all their elements, objects merge field by field. */
export function mergeValue(shape: Shape, value: JsonValue): Shape {
  if (value === null) shape.null = true
  else if (typeof value === 'boolean') shape.boolean = true
  else if (typeof value === 'number') shape.number = true
  else if (typeof value === 'string') shape.string = true
  else if (Array.isArray(value)) {
    shape.array ??= emptyShape()
    for (const element of value) mergeValue(shape.array, element)
  } else {
    shape.object ??= { seen: 0, fields: new Map() }
    shape.object.seen += 1
    for (const [key, child] of Object.entries(value)) {
      let field = shape.object.fields.get(key)
      if (!field) shape.object.fields.set(key, (field = { shape: emptyShape(), seen: 0 }))
      field.seen += 1
      mergeValue(field.shape, child)
    }
  }
  return shape
}

export function inferShape(sample: JsonValue): Shape {
  return mergeValue(emptyShape(), sample)
}

/** True when nothing was ever seen here (the elements of arrays that were always empty). */
export function isUnknown(shape: Shape): boolean {
  return !shape.null && !shape.boolean && !shape.number && !shape.string && !shape.array && !shape.object
}
