import { serviceCatalog } from '@svc/catalog'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { createHost } from '../src/index.ts'

const repositoryRoot = join(import.meta.dirname, '../../..')

describe('the host with every installed first-party plugin', () => {
  // A group the catalog does not have (a plugin of your own, `pnpm new-plugin <group>`) declares its own
  // operations and prices; every operation of a catalog group must be the catalog's.
  it('lists exactly the catalog ids, methods, prices and billing of the spec for every group of the catalog', async () => {
    const host = await createHost({ cwd: repositoryRoot, config: parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-catalog-conformance-')), log: 'off' }) })
    const catalog = new Map(serviceCatalog.map((entry) => [entry.id, entry]))
    const catalogGroups = new Set(serviceCatalog.map((entry) => entry.id.split('.')[0]))
    const directory = await (await host.svc.app.fetch(new Request('http://localhost/api/directory'))).json()
    expect(host.plugins.length).toBeGreaterThanOrEqual(3)
    expect(directory.count).toBeGreaterThan(10)
    for (const entry of directory.operations.filter((operation: { group: string }) => catalogGroups.has(operation.group))) {
      const spec = catalog.get(entry.id)
      expect(spec, `${entry.id} is an operation of the service catalog`).toBeDefined()
      const version = entry.versions[0]
      expect(version.method, entry.id).toBe(spec!.method)
      expect(version.path, entry.id).toBe(spec!.path)
      expect(version.price.usd, entry.id).toBe(spec!.priceUsd)
      expect(entry.pricing === 'variable', `${entry.id} variable price`).toBe(Boolean(spec!.variablePrice))
      expect(version.billing === 'actual-usage-upto-max', `${entry.id} billing`).toBe(spec!.billing === 'actual-usage-upto-max')
      expect(version.params.type).toBe('object')
      expect(version.params.additionalProperties).toBe(false)
    }
    await host.svc.close()
  })
})
