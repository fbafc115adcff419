import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHost, type Host } from '../src/index.ts'

/**
 * Every operation of every installed first-party plugin, given inputs its own schema refuses:
 * each answers 400 INVALID_INPUT naming a field, before any upstream is asked and before payment.
 * The inputs are derived from the schema each operation publishes (the directory's `params`).
 */
const repositoryRoot = join(import.meta.dirname, '../../..')

interface Property {
  type?: string | string[]
  enum?: unknown[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  items?: Property
}
interface Params {
  properties?: Record<string, Property>
  required?: string[]
}
interface Operation {
  id: string
  method: 'GET' | 'POST'
  path: string
  params: Params
}

const typeOf = (property: Property) => (Array.isArray(property.type) ? property.type : property.type ? [property.type] : [])

/** Values this property's schema refuses, as [what, value]; only cases certain to be invalid. */
function badValues(property: Property, method: 'GET' | 'POST'): Array<[string, unknown]> {
  const types = typeOf(property)
  const cases: Array<[string, unknown]> = []
  if (property.enum?.every((value) => typeof value === 'string')) cases.push(['not one of the values', 'zz-not-a-value'])
  if (types.length === 1 && (types[0] === 'integer' || types[0] === 'number')) {
    cases.push(['not a number', 'abc'])
    // A step that survives floating point at the bound's size (1e18 + 1 is 1e18).
    const step = (bound: number) => Math.max(1, Math.abs(bound) * 1e-6)
    if (property.maximum !== undefined) cases.push(['above the maximum', property.maximum + step(property.maximum)])
    if (property.minimum !== undefined) cases.push(['below the minimum', property.minimum - step(property.minimum)])
    if (types[0] === 'integer') cases.push(['not whole', (property.minimum ?? 0) + 0.5])
  }
  if (types.length === 1 && types[0] === 'string' && !property.enum) {
    if (property.maxLength !== undefined && property.maxLength < 100_000) cases.push(['too long', 'x'.repeat(property.maxLength + 1)])
    if (method === 'POST') cases.push(['not a string', { nested: true }])
  }
  if (method === 'POST' && types.length === 1 && types[0] === 'array') {
    cases.push(['not an array', 'text'])
    if (property.maxItems !== undefined && property.maxItems <= 1000) cases.push(['too many items', Array.from({ length: property.maxItems + 1 }, () => property.items?.enum?.[0] ?? 'x')])
  }
  if (method === 'POST' && types.length === 1 && types[0] === 'boolean') cases.push(['not a boolean', 'yes-please'])
  return cases
}

/** Query text for a GET value (arrays and objects never reach a GET case). */
const asQuery = (value: unknown) => String(value)

describe('bad inputs to every installed operation', () => {
  let host: Host
  let upstream: FixtureServer
  let operations: Operation[]
  beforeAll(async () => {
    // Every upstream on a local server that answers nothing useful: a refused input must never get there.
    upstream = await serveFixtures({})
    const probe = await createHost({ cwd: repositoryRoot, config: parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-bad-inputs-')), log: 'off' }) })
    const ids = new Set(probe.plugins.flatMap((plugin) => plugin.operations.flatMap((operation) => (operation.upstreams ?? []).map((definition) => definition.id))))
    await probe.svc.close()
    const upstreams = Object.fromEntries([...ids].map((id) => [id, { baseUrl: upstream.url, key: 'test-key', timeoutMs: 1000 }]))
    host = await createHost({ cwd: repositoryRoot, config: parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-bad-inputs-')), log: 'off', upstreams }) })
    const directory = await (await host.svc.app.fetch(new Request('http://localhost/api/directory'))).json()
    operations = directory.operations
      .map((entry: { id: string; versions: Array<{ method: 'GET' | 'POST'; path: string; params: Params }> }) => ({ id: entry.id, ...entry.versions[0]! }))
      .filter((operation: Operation) => operation.id !== 'batch.run')
  }, 120_000)
  afterAll(async () => {
    await host?.svc.close()
    await upstream?.close()
  })

  // As a trial (a bare paid call is a price probe, answered 402 with what it costs).
  const call = async (operation: Operation, params: Record<string, unknown>) => {
    const request = operation.method === 'GET'
      ? new Request(`http://localhost${operation.path}?${new URLSearchParams([...Object.entries(params).map(([name, value]) => [name, asQuery(value)]), ['trial', '1']])}`)
      : new Request(`http://localhost${operation.path}?trial=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) })
    const response = await host.svc.app.fetch(request)
    const text = await response.text()
    return { status: response.status, text, body: (() => { try { return JSON.parse(text) } catch { return undefined } })() }
  }

  it('answers 400 naming a field for every value its schema refuses, and never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(400)
    let cases = 0
    const wrong: string[] = []
    for (const operation of operations) {
      const properties = operation.params.properties ?? {}
      for (const [name, property] of Object.entries(properties)) {
        for (const [what, value] of badValues(property, operation.method)) {
          const { status, body, text } = await call(operation, { [name]: value })
          cases++
          if (status !== 400 || body?.code !== 'INVALID_INPUT' || typeof body?.field !== 'string') wrong.push(`${operation.id} ${name} ${what}: ${status} ${text.slice(0, 160)}`)
          else if (text.includes('    at ')) wrong.push(`${operation.id} ${name} ${what}: a stack trace in the answer`)
        }
      }
    }
    expect(wrong, wrong.slice(0, 30).join('\n')).toEqual([])
    expect(cases).toBeGreaterThan(500)
    // Refused before any upstream was asked.
    expect(upstream.requests).toEqual([])
  }, 600_000)

  it('answers 400 naming a required field when the required params are missing, and 400 for a body that is not JSON', async () => {
    const wrong: string[] = []
    for (const operation of operations) {
      const required = operation.params.required ?? []
      if (required.length > 0) {
        const { status, body } = await call(operation, {})
        if (status !== 400 || !required.includes(body?.field)) wrong.push(`${operation.id} without params: ${status} ${JSON.stringify(body).slice(0, 160)}`)
      }
      if (operation.method === 'POST') {
        const response = await host.svc.app.fetch(new Request(`http://localhost${operation.path}?trial=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"unterminated' }))
        if (response.status !== 400) wrong.push(`${operation.id} with a broken body: ${response.status}`)
      }
    }
    expect(wrong, wrong.slice(0, 30).join('\n')).toEqual([])
    expect(upstream.requests).toEqual([])
  }, 600_000)
})
