import { declareTypes, IDENTIFIER, type Field } from './declare.ts'
import type { Shape } from './shape.ts'

export interface TypeScriptOptions {
  rootName: string
  declaration: 'interface' | 'type'
  readonly: boolean
}

/** TypeScript declarations for a sample's shape: one exported interface (or type) per distinct object. */
export function emitTypeScript(shape: Shape, options: TypeScriptOptions): { code: string; names: string[] } {
  const modifier = options.readonly ? 'readonly ' : ''
  const declared = declareTypes(shape, options.rootName, {
    unknown: 'unknown',
    null: 'null',
    boolean: 'boolean',
    number: 'number',
    string: 'string',
    record: '{ [key: string]: unknown }',
    array: (element, union) => `${modifier}${union || element.startsWith('readonly ') ? `(${element})` : element}[]`,
    union: (members, nullable) => [...members, ...(nullable ? ['null'] : [])].join(' | '),
    ref: (name) => name,
    body: (fields: Field[]) => fields.map((field) => `  ${modifier}${propertyKey(field.key)}${field.optional ? '?' : ''}: ${field.type};\n`).join(''),
  })
  // The root first, then the types it uses, depth first.
  const ordered = declared.declarations.toSorted((a, b) => a.order - b.order)
  const blocks = ordered.map(({ name, body }) =>
    options.declaration === 'interface' ? `export interface ${name} {\n${body}}\n` : `export type ${name} = {\n${body}};\n`)
  const names = ordered.map((declaration) => declaration.name)
  if (!declared.rootDeclared) {
    blocks.unshift(`export type ${options.rootName} = ${declared.root};\n`)
    names.unshift(options.rootName)
  }
  return { code: blocks.join('\n'), names }
}

export function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key)
}
