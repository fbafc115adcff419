import { createContext, runInContext } from 'node:vm'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import type * as ClientModule from '../src/index.ts'
import type { DemoOperations } from './_demo-operations.ts'
import { usePaidHost } from './_host.ts'
import { countingSigner } from './_wallet.ts'

const paid = usePaidHost()

/** The client and everything it loads, bundled for browsers (a Node built-in anywhere fails the build). */
async function browserBundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, '../src/index.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'svcClient',
    conditions: ['@svc/source'],
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** A realm with the web platform's globals only: no process, Buffer, require or module. */
function browserRealm(): Record<string, unknown> {
  const web = { fetch, Request, Response, Headers, URL, URLSearchParams, TextEncoder, TextDecoder, atob, btoa, crypto, AbortController, AbortSignal, console, setTimeout, clearTimeout, queueMicrotask, structuredClone, Uint8Array, ArrayBuffer, DataView, BigInt, Promise, Error, TypeError, RangeError }
  const realm: Record<string, unknown> = { ...web }
  realm.globalThis = realm
  realm.window = realm
  realm.self = realm
  return createContext(realm)
}

describe('the client bundled for a browser', () => {
  it('bundles with no Node built-in and pays from a realm without Node globals', async () => {
    const code = await browserBundle()
    expect(code.length).toBeGreaterThan(10_000)
    const realm = browserRealm()
    runInContext(code, realm)
    expect(runInContext('typeof process + typeof Buffer + typeof require', realm)).toBe('undefinedundefinedundefined')
    const { createClient } = realm.svcClient as typeof ClientModule
    const trial = createClient<DemoOperations>({ baseUrl: paid.host.url, trial: true })
    expect((await trial.call('demo.echo', { word: 'web' })).meta.caller).toBe('trial')
    const signer = countingSigner()
    const client = createClient<DemoOperations>({ baseUrl: paid.host.url, wallet: { evm: signer }, spend: { maxPerSession: '0.02' } })
    const result = await client.call('demo.shout', { text: 'from a browser' })
    expect(result.data).toMatchObject({ items: [{ text: 'FROM A BROWSER' }] })
    expect(result.meta).toMatchObject({ caller: 'paid', settlement: { status: 'settled', payer: signer.address } })
    await expect(client.call('demo.pricey')).rejects.toMatchObject({ reason: 'max_per_call' })
    expect(signer.signatures).toBe(1)
    expect(paid.facilitator.settled).toHaveLength(1)
  })
})
