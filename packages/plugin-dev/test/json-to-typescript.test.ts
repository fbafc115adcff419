import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const generate = (body: Record<string, unknown>) => ok('json-to-typescript', body)

/** Type errors of each in-memory module, checked together by the TypeScript compiler. */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, lib: ['lib.es2022.d.ts'], types: [] }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language) => (name in files ? ts.createSourceFile(name, files[name]!, language) : getSourceFile(name, language))
  const program = ts.createProgram(Object.keys(files), options, host)
  const errors: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]))
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const name = diagnostic.file?.fileName ?? 'global'
    ;(errors[name] ??= []).push(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
  }
  return errors
}

const order = { id: 1042, customer: { name: 'Ann', email: null }, items: [{ sku: 'A-1', qty: 2, price: 9.5 }, { sku: 'B-2', qty: 1, price: 20, gift: true }], tags: [], 'ship-to': { name: 'Bo', email: 'bo@example.com' }, paid: true }

describe('dev.json-to-typescript', () => {
  it('declares the root, then each nested object once, named after its member', async () => {
    expect(await generate({ sample: order })).toStrictEqual({
      rootName: 'Root',
      names: ['Root', 'Customer', 'Item', 'ShipTo'],
      code: [
        'export interface Root {\n  id: number;\n  customer: Customer;\n  items: Item[];\n  tags: unknown[];\n  "ship-to": ShipTo;\n  paid: boolean;\n}\n',
        'export interface Customer {\n  name: string;\n  email: null;\n}\n',
        'export interface Item {\n  sku: string;\n  qty: number;\n  price: number;\n  gift?: boolean;\n}\n',
        'export interface ShipTo {\n  name: string;\n  email: string;\n}\n',
      ].join('\n'),
    })
  })

  it('merges array elements: optional members, unions, nullable values; identical objects share a name', async () => {
    const sample = { billing: { city: 'Paris' }, shipping: { city: 'Lyon' }, values: [1, 'two', null, [3]], people: [{ name: 'A', age: 3 }, { name: 'B', age: null }, { name: 'C' }] }
    expect((await generate({ sample, rootName: 'Data' })).code).toBe([
      'export interface Data {\n  billing: Billing;\n  shipping: Billing;\n  values: (number[] | string | number | null)[];\n  people: Person[];\n}\n',
      'export interface Billing {\n  city: string;\n}\n',
      'export interface Person {\n  name: string;\n  age?: number | null;\n}\n',
    ].join('\n'))
  })

  it('aliases roots that are not objects', async () => {
    expect((await generate({ sample: [{ a: 1 }, { a: 2, b: 'x' }] })).code).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n  b?: string;\n}\n')
    expect((await generate({ sample: [[1, 2], [3]], rootName: 'Matrix' })).code).toBe('export type Matrix = number[][];\n')
    expect((await generate({ sample: 'text' })).code).toBe('export type Root = string;\n')
    expect((await generate({ sample: null })).code).toBe('export type Root = null;\n')
    expect((await generate({ sample: {} })).code).toBe('export type Root = { [key: string]: unknown };\n')
    expect((await generate({ sample: [] })).code).toBe('export type Root = unknown[];\n')
  })

  it('writes type aliases and readonly members on request', async () => {
    expect((await generate({ sample: { a: [[1]], b: { c: 'd' } }, declaration: 'type', readonly: true })).code).toBe(
      'export type Root = {\n  readonly a: readonly (readonly number[])[];\n  readonly b: B;\n};\n\nexport type B = {\n  readonly c: string;\n};\n',
    )
  })

  it('avoids name clashes and quotes keys that are not identifiers', async () => {
    const sample = { root: { x: 1 }, '1st place': { y: 2 }, 'a b': { z: 3 }, $ok: 1, café: 2, __proto__x: 3 }
    expect(await generate({ sample })).toMatchObject({ names: ['Root', 'Root2', 'T1stPlace', 'AB'] })
    expect((await generate({ sample })).code).toContain('  root: Root2;\n  "1st place": T1stPlace;\n  "a b": AB;\n  $ok: number;\n  "café": number;\n  __proto__x: number;\n')
  })

  it('compiles under strict TypeScript and accepts its own sample', async () => {
    const samples: unknown[] = [order, [{ a: 1 }, { b: [null, 'x'] }], { nested: { deeper: { deepest: [{ k: true }] } } }, 42, [], { 'quoted-key': { '': 1 } }, { record: { empty: {} }, array: [{ promise: {} }], string: { date: 'x' } }]
    const files: Record<string, string> = {}
    for (const [index, sample] of samples.entries()) {
      for (const declaration of ['interface', 'type']) {
        const { code } = await generate({ sample, declaration, readonly: declaration === 'type' })
        files[`sample${index}-${declaration}.ts`] = `${code}\nexport const sample: Root = ${JSON.stringify(sample)};\n`
      }
    }
    files['wrong.ts'] = `${(await generate({ sample: order })).code}\nexport const sample: Root = ${JSON.stringify({ ...order, id: 'x' })};\n`
    const errors = typeErrors(files)
    const wrong = errors['wrong.ts']
    delete errors['wrong.ts']
    expect(errors).toStrictEqual(Object.fromEntries(Object.keys(errors).map((name) => [name, []])))
    expect(wrong?.join()).toMatch(/Type 'string' is not assignable to type 'number'/)
  }, 30_000)

  it('enforces its bounds, naming the field', async () => {
    await rejects('json-to-typescript', {}, 'sample')
    for (const rootName of ['', '1abc', 'a-b', 'x'.repeat(65), 5]) await rejects('json-to-typescript', { sample: {}, rootName }, 'rootName')
    await rejects('json-to-typescript', { sample: {}, declaration: 'class' }, 'declaration')
    await rejects('json-to-typescript', { sample: {}, readonly: 'yes' }, 'readonly')
    let deep: unknown = 1
    for (let i = 0; i < 201; i += 1) deep = [deep]
    await rejects('json-to-typescript', { sample: deep }, 'sample')
    await rejects('json-to-typescript', { sample: {}, lang: 'ts' }, 'lang')
  })
})
