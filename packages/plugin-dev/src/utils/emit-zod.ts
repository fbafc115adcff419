import { declareTypes, type Field } from './declare.ts'
import { propertyKey } from './emit-typescript.ts'
import type { Shape } from './shape.ts'

export interface ZodOptions {
  rootName: string
  strict: boolean
  types: boolean
}

/** zod schema source (valid for zod 3 and 4) for a sample's shape: one exported `<Name>Schema` per distinct object. */
export function emitZod(shape: Shape, options: ZodOptions): { code: string; names: string[] } {
  const declared = declareTypes(shape, options.rootName, {
    unknown: 'z.unknown()',
    null: 'z.null()',
    boolean: 'z.boolean()',
    number: 'z.number()',
    string: 'z.string()',
    record: 'z.record(z.string(), z.unknown())',
    array: (element) => `z.array(${element})`,
    union: (members, nullable) => `${members.length === 1 ? members[0]! : `z.union([${members.join(', ')}])`}${nullable ? '.nullable()' : ''}`,
    ref: (name) => `${name}Schema`,
    body: (fields: Field[]) => fields.map((field) => `  ${zodKey(field.key)}: ${field.type}${field.optional ? '.optional()' : ''},\n`).join(''),
  })
  const object = options.strict ? 'z.strictObject' : 'z.object'
  const blocks = declared.declarations.map(({ name, body }) => schemaBlock(name, `${object}({\n${body}})`, options.types))
  if (!declared.rootDeclared) blocks.push(schemaBlock(options.rootName, declared.root, options.types))
  const names = declared.declarations.map((declaration) => `${declaration.name}Schema`)
  if (!declared.rootDeclared) names.push(`${options.rootName}Schema`)
  return { code: `import { z } from 'zod';\n\n${blocks.join('\n')}`, names }
}

function schemaBlock(name: string, expression: string, types: boolean): string {
  return `export const ${name}Schema = ${expression};\n${types ? `export type ${name} = z.infer<typeof ${name}Schema>;\n` : ''}`
}

/** In an object literal, `__proto__: x` (even quoted) sets the prototype; only the computed form makes a member. */
function zodKey(key: string): string {
  return key === '__proto__' ? '["__proto__"]' : propertyKey(key)
}
