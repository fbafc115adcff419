import { serviceCatalog } from '@svc/catalog'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateOperationTypes, schemaToType } from '../src/codegen/index.ts'
import { startHost, type RunningHost } from './_host.ts'

let host: RunningHost
beforeAll(async () => {
  host = await startHost()
})
afterAll(() => host.close())

describe('operation types generated from a host\'s OpenAPI', () => {
  it('maps every operation to its params and data types (the demo map the other tests type-check against)', async () => {
    const openapi = await (await fetch(`${host.url}/openapi.json`)).json()
    const source = generateOperationTypes(openapi, { typeName: 'DemoOperations', importFrom: '../src/index.ts' })
    await expect(source).toMatchFileSnapshot('./_demo-operations.ts')
    expect(source).toContain('"demo.pixel": {\n    params: Record<string, never>\n    data: BinaryData\n  }')
    expect(source).toContain('"search.endpoints"')
    expect(source).not.toMatch(/\btrial\b/)
  })

  it('turns the JSON Schema valibot writes into TypeScript', () => {
    expect(schemaToType({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"')
    expect(schemaToType({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toBe('number | null')
    expect(schemaToType({ type: 'array', items: { type: 'integer' } })).toBe('Array<number>')
    expect(schemaToType({ type: 'array', items: [{ type: 'string' }, { type: 'boolean' }] })).toBe('[string, boolean]')
    expect(schemaToType({ type: 'object', additionalProperties: { type: 'string' } })).toBe('{\n  [key: string]: string\n}')
    expect(schemaToType({ type: 'object', properties: { 'a-b': { type: 'string', maxLength: 5, description: 'A name */ sneaky' } }, required: ['a-b'], additionalProperties: false }))
      .toBe('{\n  /** A name *\\/ sneaky (maxLength 5) */\n  "a-b": string\n}')
    expect(schemaToType({ const: 1 })).toBe('1')
    expect(schemaToType({})).toBe('unknown')
    expect(schemaToType({ type: 'object', properties: {}, additionalProperties: false })).toBe('Record<string, never>')
  })
})

describe('the built-in map of the first-party operations (`pnpm --filter @svc/client generate`)', () => {
  it('names only operations of the service catalog, and every catalog id it names is one', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/_operations.ts'), 'utf8')
    const ids = [...source.matchAll(/^ {2}"([^"]+)": \{$/gm)].map((match) => match[1]!)
    expect(ids.length).toBeGreaterThan(100)
    const catalog = new Set(serviceCatalog.map((operation) => operation.id))
    expect(ids.filter((id) => !catalog.has(id))).toEqual([])
  })
})
