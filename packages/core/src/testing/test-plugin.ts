import { fileURLToPath } from 'node:url'
import { serviceCatalog } from '@svc/catalog'
import { describe, expect, it } from 'vitest'
import { paramsSchema } from '../catalog/json-schema.ts'
import type { PluginDefinition } from '../define.ts'
import { billsUsage, buildRegistry, listedMicros } from '../registry.ts'
import { parseConfig, type SvcConfigInput } from '../config.ts'
import { checkExamples, recordExamples, recordingExamples } from './example-check.ts'
import { EXAMPLE_TIME, startExampleHost } from './example-host.ts'
import { resolveOverride, type UpstreamOverride } from './host-calls.ts'
import { packageExamplesFile, withTestPackage } from './plugin-package.ts'
import type { FixtureRoute } from './fixture-server.ts'
import { createTestApp } from './test-app.ts'
import { testHost } from './test-host.ts'
import { createTestPaymentGate } from './test-gate.ts'
import { type TestService, whyMissing } from './services.ts'

export interface CatalogOperation {
  id: string
  method: string
  path?: string
  priceUsd: number
  variablePrice?: boolean
  billing?: string
}

export interface TestPluginOptions {
  /**
   * The plugin's package (its folder or package.json, a path or file: URL), whose name, version and core range the
   * plugin gets as a host gives them. Default: the package of the test file.
   */
  packageUrl?: string | URL
  /**
   * Operations of the service catalog (`spec/catalog.json`); ids, methods and prices must match it. Default: the
   * svc catalog (`@svc/catalog`) for a plugin with an operation in one of its groups, none for a group of its own.
   */
  catalog?: readonly CatalogOperation[]
  /** Valid params per operation id, used to reach the payment gate. */
  examples?: Record<string, Record<string, unknown>>
  /** Upstream id -> where the example calls go (a fixture server's URL, read at the first call): never the internet. */
  upstreams?: Record<string, UpstreamOverride>
  /**
   * The fixture routes that answer the examples' upstream calls (`METHOD /path` -> a file of `fixtures`, an answer or a
   * function of the request), as `testHost` takes them: a fixture server then answers every upstream the plugin's
   * operations declare (`upstreams` given send some elsewhere), so the test needs no host of its own for them.
   */
  routes?: Record<string, FixtureRoute>
  /** The folder of the files `routes` names, relative to the test file's folder (default `fixtures`). */
  fixtures?: string
  /** Keys of the upstreams answered from `routes` that need one (`{ fred: 'fred-key' }`). */
  keys?: Record<string, string>
  /**
   * The plugin's examples file, by default its package's `src/examples.json` when there is one (hosts and the test
   * kit give it to the plugin, as its package.json's name): `SVC_RECORD_EXAMPLES=1` runs record it, every other run
   * checks that each operation still answers its example, and that every operation has one (or its entry says why not).
   */
  examplesFile?: string | URL
  /** The time the clock stands at during example calls (ISO); default 2025-06-02T12:00:00Z. */
  examplesAt?: string
  /** More host configuration for the example calls (settings an operation requires...). */
  config?: SvcConfigInput
  /**
   * The pages, images and files the examples read at the example domains (`https://example.com/...`, and .org, .net):
   * a fixture server's origin (or a function giving it, read at the first call). During example calls only, those
   * domains resolve to a public documentation address that the URL guard lets through, and connections to them
   * (ports 80 and 443, the kit's test certificate) reach this server; nowhere else does anything reach it.
   */
  site?: string | (() => string)
  /**
   * Operations whose example needs a service a fresh machine may lack (`{ 'url.render': 'chromium' }`): without it
   * their example is not checked (said on the console), unless SVC_REQUIRE_SERVICES is set, as in CI.
   */
  examplesNeed?: Record<string, TestService>
  /** Plugins whose operations this one's call (`requires`), installed beside it for the example calls. */
  plugins?: PluginDefinition[]
}

/** Conformance every plugin passes: ids, prices, schemas, and the pipeline's answers for its operations. */
export function testPlugin(definition: PluginDefinition, options: TestPluginOptions = {}): void {
  const plugin = withTestPackage(definition, options.packageUrl)
  const upstreamOverrides = { ...(options.routes ? fixtureUpstreams(plugin, options) : {}), ...options.upstreams }
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

    const catalogOperations = options.catalog ?? (inServiceCatalog(registry.operations) ? serviceCatalog : undefined)
    if (catalogOperations) {
      const catalog = new Map(catalogOperations.map((entry) => [entry.id, entry]))
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
        expect(response.headers.get('allow')).toBe(operation.method === 'GET' ? 'GET, HEAD' : operation.method)
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

    // Examples are called with their upstreams served from fixtures, never the internet.
    const examplesFile = options.examplesFile instanceof URL ? fileURLToPath(options.examplesFile) : (options.examplesFile ?? packageExamplesFile(options.packageUrl))
    const withExamples = registry.operations.some((operation) => operation.example?.answer !== undefined)
    if (withExamples || examplesFile || Object.keys(plugin.examples ?? {}).length > 0) {
      it(recordingExamples() ? 'records each example answer' : 'answers what each example on its docs page shows', async () => {
        const plugins = [plugin, ...(options.plugins ?? [])]
        const upstreams = Object.fromEntries(Object.entries(upstreamOverrides).map(([id, override]) => [id, resolveOverride(override)]))
        const site = typeof options.site === 'function' ? options.site() : options.site
        const host = await startExampleHost({ plugins, upstreams, config: options.config, at: options.examplesAt ?? EXAMPLE_TIME, site })
        const missing = await missingServices(options.examplesNeed ?? {})
        const run = { plugin, registry: buildRegistry(plugins, parseConfig(options.config ?? {})), host, served: new Set(Object.keys(upstreams)), file: examplesFile, params: options.examples ?? {}, missing }
        try {
          await (recordingExamples() ? recordExamples(run) : checkExamples(run))
        } finally {
          await host.close()
        }
      }, 120_000) // a fresh host per call, two per operation when recording
    }

    const examples = Object.entries(options.examples ?? {})
    if (examples.length > 0) {
      // Core speaks no payment protocol: the rail here is the test one, so the 402 is core's merge of its challenge.
      it('asks for payment through the rails (402 naming the resource, with the offers), and serves a trial, for valid params', async () => {
        const upstreams = Object.fromEntries(Object.entries(upstreamOverrides).map(([id, override]) => [id, resolveOverride(override)]))
        const app = createTestApp({ plugins: [plugin], config: { upstreams }, rails: [createTestPaymentGate()] })
        for (const [id, params] of examples) {
          const operation = registry.byId.get(id)!
          const call = (trial: boolean) => operation.method === 'GET'
            ? app.request(`${operation.path}?${new URLSearchParams({ ...stringify(params), ...(trial ? { trial: '1' } : {}) })}`)
            : app.request(`${operation.path}${trial ? '?trial=1' : ''}`, { json: params })
          const unpaid = await call(false)
          expect(unpaid.status, id).toBe(402)
          const envelope = await unpaid.json()
          expect(envelope.resource, id).toContain(operation.path)
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

/** Operation id -> why its example cannot run here (its service is missing); where services are required, a missing one throws. */
async function missingServices(needs: Record<string, TestService>): Promise<Map<string, string>> {
  const missing = new Map<string, string>()
  for (const [id, service] of Object.entries(needs)) {
    const reason = await whyMissing(service).catch((error: Error) => {
      throw new Error(`${id}: its example needs ${service}: ${error.message}`)
    })
    if (reason !== undefined) missing.set(id, `${service} is missing: ${reason}`)
  }
  return missing
}

/** Whether any operation is of a group of the svc catalog (a plugin of its own group is not checked against it). */
function inServiceCatalog(operations: ReadonlyArray<{ group: string }>): boolean {
  const groups = new Set(serviceCatalog.map((entry) => entry.id.slice(0, entry.id.indexOf('.'))))
  return operations.some((operation) => groups.has(operation.group))
}

/** Every upstream the plugin's operations declare, answered by a fixture server of `routes` (registered like a testHost's). */
function fixtureUpstreams(plugin: PluginDefinition, options: TestPluginOptions): Record<string, UpstreamOverride> {
  const declared = [...new Set(plugin.operations.flatMap((operation) => (operation.upstreams ?? []).map((upstream) => upstream.id)))]
  const { routes, fixtures, keys, packageUrl } = options
  return testHost({ plugins: plugin, upstreams: declared, routes, ...(fixtures === undefined ? {} : { fixtures }), ...(keys ? { keys } : {}), ...(packageUrl === undefined ? {} : { packageUrl }) }).upstreams
}
