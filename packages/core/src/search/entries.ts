import type { RegisteredOperation } from '../registry.ts'
import type { SearchEntry } from './index.ts'
import { paramKinds } from './takes.ts'
import { paramTypes } from './typed.ts'
import { paramValues } from './values.ts'

/** What the index reads of a registered operation. */
export function searchEntry(operation: RegisteredOperation): SearchEntry {
  const values = paramValues(operation.input)
  const takes = paramKinds(operation.input, operation.example?.params)
  const types = paramTypes(operation.input)
  return {
    id: operation.id,
    group: operation.group,
    name: operation.name,
    description: operation.description,
    params: Object.keys(operation.input.entries),
    keywords: operation.keywords,
    ...(values.length > 0 ? { values } : {}),
    ...(takes.length > 0 ? { takes } : {}),
    ...(types.length > 0 ? { types } : {}),
  }
}
