import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseConfig } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { createHost } from '../src/index.ts'

// Operations that take a URL only as text, never requesting it (why, for the reviewer).
const NEVER_REQUESTED: Record<string, string> = {
  'url.clean': 'strips tracking parameters from the text of the URL',
  'dev.preflight': 'predicts a browser\'s CORS preflight from the given headers; nothing is requested',
}

type Schema = { type?: string; format?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] }

/** Input fields (dotted paths) that hold a URL: a `uri` format, or a name saying URL, webhook, callback or logo source. */
function urlFields(schema: Schema, path = ''): string[] {
  const found: string[] = []
  const name = path.split('.').at(-1) ?? ''
  if (path && (schema.format === 'uri' || /(^|[a-z])(urls?|webhook|callback)$/i.test(name) || path.endsWith('logo.source'))) found.push(path)
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...urlFields(child, path ? `${path}.${key}` : key))
  if (schema.items) found.push(...urlFields(schema.items, path))
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...urlFields(variant, path))
  return [...new Set(found)]
}

describe('effects of the installed first-party operations', () => {
  // A paid call's effects wait for its payment only when the operation declares them (docs/plugin-authoring.md, "Effects").
  it('every operation taking a caller-given URL declares fetch (requested now) or state (stored, requested later)', async () => {
    const host = await createHost({ cwd: join(import.meta.dirname, '../../..'), config: parseConfig({ dataDir: mkdtempSync(join(tmpdir(), 'svc-effects-')), log: 'off' }) })
    const effects = new Map<string, readonly string[]>()
    for (const plugin of host.plugins) for (const operation of plugin.operations) effects.set(`${operation.group ?? plugin.group}.${operation.name}`, operation.effects ?? [])
    const directory = await (await host.svc.app.fetch(new Request('http://localhost/api/directory'))).json()
    const undeclared: string[] = []
    let taking = 0
    for (const entry of directory.operations as Array<{ id: string; versions: Array<{ params: Schema }> }>) {
      const fields = urlFields(entry.versions[0]!.params)
      if (fields.length === 0 || entry.id in NEVER_REQUESTED) continue
      taking++
      const declared = effects.get(entry.id) ?? []
      if (!declared.includes('fetch') && !declared.includes('state')) undeclared.push(`${entry.id} (${fields.join(', ')})`)
    }
    await host.svc.close()
    expect(undeclared).toEqual([])
    // The walk found the operations it is about (url.unfurl, the watchers...), and the exemptions are real operations.
    expect(taking).toBeGreaterThan(30)
    for (const id of Object.keys(NEVER_REQUESTED)) expect(effects.has(id), id).toBe(true)
  }, 120_000)
})
