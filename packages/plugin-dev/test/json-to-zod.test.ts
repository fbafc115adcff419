import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ok, rejects } from './_app.ts'

const generate = (body: Record<string, unknown>) => ok('json-to-zod', body)

/** Runs generated source with the real zod and returns its exported schemas. */
function load({ code, names }: { code: string; names: string[] }): Record<string, z.ZodType> {
  const body = code.replace("import { z } from 'zod';\n", '').replace(/^export type .*$/gm, '').replace(/^export const /gm, 'const ')
  return new Function('z', `${body}\nreturn { ${names.join(', ')} }`)(z)
}

const order = { id: 1042, customer: { name: 'Ann', email: null }, items: [{ sku: 'A-1', qty: 2 }, { sku: 'B-2', qty: 1, gift: true }], tags: [], 'ship-to': { name: 'Bo', email: null }, paid: true }

describe('dev.json-to-zod', () => {
  it('emits a schema per nested object before its use, with inferred types', async () => {
    expect(await generate({ sample: order })).toStrictEqual({
      rootName: 'Root',
      schemaName: 'RootSchema',
      names: ['CustomerSchema', 'ItemSchema', 'RootSchema'],
      code: [
        "import { z } from 'zod';\n",
        'export const CustomerSchema = z.object({\n  name: z.string(),\n  email: z.null(),\n});\nexport type Customer = z.infer<typeof CustomerSchema>;\n',
        'export const ItemSchema = z.object({\n  sku: z.string(),\n  qty: z.number(),\n  gift: z.boolean().optional(),\n});\nexport type Item = z.infer<typeof ItemSchema>;\n',
        'export const RootSchema = z.object({\n  id: z.number(),\n  customer: CustomerSchema,\n  items: z.array(ItemSchema),\n  tags: z.array(z.unknown()),\n  "ship-to": CustomerSchema,\n  paid: z.boolean(),\n});\nexport type Root = z.infer<typeof RootSchema>;\n',
      ].join('\n'),
    })
  })

  it('writes unions, nullable and optional members, strict objects and non-object roots', async () => {
    const { code } = await generate({ sample: { v: [1, 'a', null], p: [{ n: 1 }, { n: null }, {}] }, strict: true, types: false })
    expect(code).toBe("import { z } from 'zod';\n\nexport const PItemSchema = z.strictObject({\n  n: z.number().nullable().optional(),\n});\n\nexport const RootSchema = z.strictObject({\n  v: z.array(z.union([z.string(), z.number()]).nullable()),\n  p: z.array(PItemSchema),\n});\n")
    expect((await generate({ sample: [1, 2], rootName: 'Ids' })).code).toBe("import { z } from 'zod';\n\nexport const IdsSchema = z.array(z.number());\nexport type Ids = z.infer<typeof IdsSchema>;\n")
    expect((await generate({ sample: {} })).code).toContain('export const RootSchema = z.record(z.string(), z.unknown());')
    expect((await generate({ sample: JSON.parse('{"__proto__": 1}') })).code).toContain('  ["__proto__"]: z.number(),')
  })

  it('gives schemas that zod runs: the sample parses, a wrong value does not', async () => {
    const samples: unknown[] = [order, [{ a: 1 }, { b: [null, 'x'] }], { nested: { deeper: [{ k: true }] } }, 'x', [], JSON.parse('{"__proto__": {"a": 1}, "constructor": 2}')]
    for (const sample of samples) {
      const generated = await generate({ sample, strict: true })
      const schema = load(generated)[generated.schemaName]!
      expect(schema.safeParse(sample).success, JSON.stringify(sample)).toBe(true)
    }
    const schemas = load(await generate({ sample: order, strict: true }))
    expect(schemas.RootSchema!.safeParse({ ...order, id: '1042' }).success).toBe(false)
    expect(schemas.RootSchema!.safeParse({ ...order, extra: 1 }).success).toBe(false)
    expect(load(await generate({ sample: order })).RootSchema!.safeParse({ ...order, extra: 1 }).success).toBe(true)
    expect(schemas.ItemSchema!.safeParse({ sku: 'C', qty: 3 }).success).toBe(true)
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('json-to-zod', {}, 'sample')
    for (const rootName of ['', '9', 'a.b', 'x'.repeat(65)]) await rejects('json-to-zod', { sample: 1, rootName }, 'rootName')
    await rejects('json-to-zod', { sample: 1, strict: 'true' }, 'strict')
    await rejects('json-to-zod', { sample: 1, types: 1 }, 'types')
    await rejects('json-to-zod', { sample: 1, version: 4 }, 'version')
  })
})
