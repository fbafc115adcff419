import { createRequire, syncBuiltinESMExports } from 'node:module'
import { vi } from 'vitest'
import type { ExampleSite } from './example-site.ts'
import { routeExampleDomains } from './example-site-routing.ts'
import { seededRandom } from './seeded-random.ts'

const require = createRequire(import.meta.url)
const dns = require('node:dns') as typeof import('node:dns')
const nodeCrypto = require('node:crypto') as typeof import('node:crypto')

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])
/** The reserved documentation domains (RFC 2606): a URL on them passes a URL check, so a webhook target can be one. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|org|net)$/i
/** Where those names resolve during examples: a public address, documentation only (nothing connects to it). */
const EXAMPLE_ADDRESS = '93.184.215.14'
const SEED = 20250602

/**
 * Runs `run` the way every example call runs, so that its answer is the same at each run and never comes off
 * the machine: the clock stands at `at`; Math.random, crypto.randomUUID and crypto.randomBytes draw from a
 * seeded source; fetch reaches loopback only; DNS answers loopback names, and the example domains with a
 * documentation address for URL checks (dns/promises) while a lookup to connect to them (dns.lookup) fails.
 * What was refused is added to `refused`. With a `site` (the plugin's fixture site), the example domains stand
 * for it: their lookups answer the documentation address, and connections to them (ports 80 and 443) reach it.
 * `run` calls `reseed` once its host is up: the ids its calls draw then do not move when the host's own start-up
 * draws more or less randomness (a per-host id added to core moved every recorded id once).
 */
export async function underExampleConditions<T>(at: string, refused: string[], run: (reseed: () => void) => Promise<T>, site?: ExampleSite): Promise<T> {
  let random = seededRandom(SEED)
  const bytes = (size: number) => Buffer.from(Array.from({ length: size }, () => Math.floor(random() * 256)))
  const uuid = () => {
    const hex = bytes(16).toString('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }
  const notFound = (host: string) => {
    refused.push(`dns:${host}`)
    return Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND', hostname: host })
  }
  const saved = { fetch: globalThis.fetch, lookup: dns.lookup, promisesLookup: dns.promises.lookup, randomBytes: nodeCrypto.randomBytes, randomUUID: nodeCrypto.randomUUID }

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (LOOPBACK.has(url.hostname)) return saved.fetch(input, init)
    refused.push(url.href)
    return Promise.reject(new TypeError(`an example reached for ${url.origin}, which is not a fixture server`))
  }
  dns.lookup = ((host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (error: Error | null, address?: unknown, family?: number) => void
    if (site && EXAMPLE_DOMAIN.test(host)) return process.nextTick(() => (options as { all?: boolean } | undefined)?.all ? done(null, [{ address: EXAMPLE_ADDRESS, family: 4 }]) : done(null, EXAMPLE_ADDRESS, 4))
    if (!LOOPBACK.has(host)) return process.nextTick(() => done(notFound(host)))
    return saved.lookup(host, (typeof options === 'function' ? {} : options) as never, done as never)
  }) as typeof dns.lookup
  dns.promises.lookup = (async (host: string, options?: { all?: boolean }) => {
    if (LOOPBACK.has(host)) return saved.promisesLookup(host, options as never)
    if (!EXAMPLE_DOMAIN.test(host)) throw notFound(host)
    const address = { address: EXAMPLE_ADDRESS, family: 4 }
    return options?.all ? [address] : address
  }) as typeof dns.promises.lookup
  nodeCrypto.randomBytes = ((size: number, callback?: (error: Error | null, buffer: Buffer) => void) => {
    if (!callback) return bytes(size)
    const drawn = bytes(size)
    process.nextTick(() => callback(null, drawn))
  }) as typeof nodeCrypto.randomBytes
  nodeCrypto.randomUUID = uuid as typeof nodeCrypto.randomUUID
  const unroute = site ? routeExampleDomains({ site, refused, serves: (host) => EXAMPLE_DOMAIN.test(host) || host === EXAMPLE_ADDRESS }) : () => {}
  syncBuiltinESMExports()
  const webUuid = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(uuid as typeof globalThis.crypto.randomUUID)
  const mathRandom = vi.spyOn(Math, 'random').mockImplementation(() => random())
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) })
  try {
    return await run(() => {
      random = seededRandom(SEED)
    })
  } finally {
    vi.useRealTimers()
    mathRandom.mockRestore()
    webUuid.mockRestore()
    Object.assign(nodeCrypto, { randomBytes: saved.randomBytes, randomUUID: saved.randomUUID })
    unroute()
    dns.lookup = saved.lookup
    dns.promises.lookup = saved.promisesLookup
    syncBuiltinESMExports()
    globalThis.fetch = saved.fetch
  }
}
