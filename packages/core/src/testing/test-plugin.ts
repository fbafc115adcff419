import { describe, expect, it } from 'vitest'
import { paramsSchema } from '../catalog/json-schema.ts'
import type { PluginDefinition } from '../define.ts'
import { billsUsage, buildRegistry, listedMicros } from '../registry.ts'
import { parseConfig } from '../config.ts'
import { resolveOverride, type UpstreamOverride } from './plugin-test-app.ts'
import { createTestApp } from './test-app.ts'

export interface CatalogOperation {
  id: string
  method: string
  path?: string
  priceUsd: number
  variablePrice?: boolean
  billing?: string
}

export interface TestPluginOptions {
  /** Operations of the service catalog (`spec/catalog.json`); ids, methods and prices must match it. */
  catalog?: readonly CatalogOperation[]
  /** Valid params per operation id, used to reach the payment gate. */
  examples?: Record<string, Record<string, unknown>>
  /** Upstream id -> where the example calls go (a fixture server's URL, read at the first call): never the internet. */
  upstreams?: Record<string, UpstreamOverride>
}

/** Conformance every plugin passes: ids, prices, schemas, and the pipeline's answers for its operations. */
export function testPlugin(plugin: PluginDefinition, options: TestPluginOptions = {}): void {
  describe(`${plugin.name} conformance`, () => {
    const registry = buildRegistry([plugin], parseConfig({}))

    it('declares unique ids with a description, a method and an object schema', () => {
      expect(registry.operations.length).toBe(plugin.operations.length)
      for (const operation of registry.operations) {
        expect(operation.id).toMatch(/^[a-z0-9-]+\.[a-z0-9][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/)
        expect(operation.description.length, `${operation.id} description`).toBeGreaterThan(10)
        const schema = paramsSchema(operation.input)
        expect(schema.type, `${operation.id} params schema`).toBe('object')
      }
    })

    if (options.catalog) {
      const catalog = new Map(options.catalog.map((entry) => [entry.id, entry]))
      it('matches the service catalog (method, price, billing)', () => {
        for (const operation of registry.operations) {
          const entry = catalog.get(operation.id)
          expect(entry, `${operation.id} is in the catalog`).toBeDefined()
          expect(operation.method).toBe(entry!.method)
          expect(listedMicros(operation) / 1e6, `${operation.id} price`).toBeCloseTo(entry!.priceUsd, 6)
          expect(operation.price.mode === 'variable', `${operation.id} variable`).toBe(Boolean(entry!.variablePrice))
          expect(billsUsage(operation), `${operation.id} up-to`).toBe(entry!.billing === 'actual-usage-upto-max')
        }
      })
    }

    it('answers 405 with Allow for the wrong method', async () => {
      const app = createTestApp({ plugins: [plugin] })
      for (const operation of registry.operations) {
        const response = await app.request(operation.path, { method: operation.method === 'GET' ? 'POST' : 'GET' })
        expect(response.status, operation.id).toBe(405)
        expect(response.headers.get('allow')).toBe(operation.method)
        expect((await response.json()).code).toBe('METHOD_NOT_ALLOWED')
      }
    })

    it('rejects unknown parameters with a 400 naming them', async () => {
      const app = createTestApp({ plugins: [plugin] })
      for (const operation of registry.operations) {
        const response = operation.method === 'GET'
          ? await app.request(`${operation.path}?zzUnknown=1`)
          : await app.request(operation.path, { json: { zzUnknown: 1 } })
        const body = await response.json()
        expect(response.status, operation.id).toBe(400)
        expect(body.code).toBe('INVALID_INPUT')
        expect(body.error).toContain('zzUnknown')
      }
    })

    // An example on an upstream is called only where the test serves that upstream from fixtures: never the internet.
    const served = new Set(Object.keys(options.upstreams ?? {}))
    // Only examples that show an answer are called: one that fetches a caller's URL has no upstream to serve.
    const declared = registry.operations.filter(({ definition }) => definition.example?.answer !== undefined && (definition.upstreams ?? []).every((upstream) => served.has(upstream.id)))
    if (declared.length > 0) {
      it('answers what each declared example shows (the docs page shows it as the example answer)', async () => {
        const upstreams = Object.fromEntries(Object.entries(options.upstreams ?? {}).map(([id, override]) => [id, resolveOverride(override)]))
        const app = createTestApp({ plugins: [plugin], config: { upstreams } })
        for (const operation of declared) {
          const { params, answer } = operation.definition.example!
          const response = operation.method === 'GET'
            ? await app.request(`${operation.path}?${new URLSearchParams({ ...stringify(params), trial: '1' })}`)
            : await app.request(`${operation.path}?trial=1`, { json: params })
          const body = await response.json()
          expect(response.status, `${operation.id} example: ${JSON.stringify(body).slice(0, 300)}`).toBe(200)
          expect(body.data, `${operation.id} example answer`).toEqual(answer)
        }
      })
    }

    const examples = Object.entries(options.examples ?? {})
    if (examples.length > 0) {
      it('asks for payment with the x402 envelope, and serves a trial, for valid params', async () => {
        const upstreams = Object.fromEntries(Object.entries(options.upstreams ?? {}).map(([id, override]) => [id, resolveOverride(override)]))
        const app = createTestApp({ plugins: [plugin], config: { upstreams } })
        for (const [id, params] of examples) {
          const operation = registry.byId.get(id)!
          const call = (trial: boolean) => operation.method === 'GET'
            ? app.request(`${operation.path}?${new URLSearchParams({ ...stringify(params), ...(trial ? { trial: '1' } : {}) })}`)
            : app.request(`${operation.path}${trial ? '?trial=1' : ''}`, { json: params })
          const unpaid = await call(false)
          expect(unpaid.status, id).toBe(402)
          const envelope = await unpaid.json()
          expect(envelope.x402Version).toBe(2)
          expect(Array.isArray(envelope.accepts)).toBe(true)
          const trial = await call(true)
          expect(trial.status, `${id} trial: ${await trial.clone().text()}`).toBe(200)
        }
      })
    }
  })
}

function stringify(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
}
