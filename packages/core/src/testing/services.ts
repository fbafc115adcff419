import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { describe } from 'vitest'

/** Services some tests need that a fresh machine may lack. */
export type TestService = 'redis' | 'chromium'

export interface ServiceCheck {
  available: boolean
  /** Redis URL or Chromium path when available. */
  location?: string
  /** One line: why it is missing and how to get it. */
  reason?: string
}

/** Set (as CI does) to turn a missing service into a failure instead of a skip. */
export const REQUIRE_SERVICES_ENV = 'SVC_REQUIRE_SERVICES'

const HOW_TO_GET: Record<TestService, string> = {
  redis: 'start one: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no (or set SVC_TEST_REDIS_URL)',
  chromium: `install it: apt-get install -y chromium (or name another binary as the host does: settings.ai.screenshot.executablePath, e.g. SVC_SETTINGS='{"ai":{"screenshot":{"executablePath":"/path/to/chrome"}}}')`,
}

const checks = new Map<TestService, Promise<ServiceCheck>>()

/** Whether `service` is here, checked once per test process. */
export function checkService(service: TestService): Promise<ServiceCheck> {
  let check = checks.get(service)
  if (!check) {
    check = service === 'redis' ? checkRedis() : Promise.resolve(checkChromium())
    checks.set(service, check)
  }
  return check
}

/** The Redis URL tests use (database 15 unless SVC_TEST_REDIS_URL says otherwise). */
export const testRedisUrl = (): string => process.env.SVC_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15'

/**
 * The Chromium tests drive, named by the host's own setting: `settings.ai.screenshot.executablePath`
 * (given to tests as to a host, in `SVC_SETTINGS`), else Debian's `/usr/bin/chromium`, as on a host.
 */
export function chromiumPath(): string | undefined {
  let configured: unknown
  try {
    configured = JSON.parse(process.env.SVC_SETTINGS ?? '{}')?.ai?.screenshot?.executablePath
  } catch {
    throw new Error('SVC_SETTINGS must be a JSON object such as {"ai":{"screenshot":{"executablePath":"/usr/bin/chromium"}}}')
  }
  const path = typeof configured === 'string' && configured !== '' ? configured : '/usr/bin/chromium'
  return existsSync(path) ? path : undefined
}

/**
 * `describe` for tests that need `service`: where it is missing they are reported as skipped,
 * the suite's name saying why and how to get it, unless SVC_REQUIRE_SERVICES is set (CI), where
 * a missing service fails the file. Use with top-level await: `(await describeWith('redis'))('...', () => {...})`.
 */
export async function describeWith(service: TestService): Promise<(name: string, body: () => void, options?: { timeout?: number }) => void> {
  const reason = await whyMissing(service)
  if (reason === undefined) return (name, body, options = {}) => describe(name, options, body)
  // The default reporter lists no skipped suite by name: the reason also goes to stderr, once per file.
  console.warn(`[svc] skipping tests that need ${service}: ${reason}`)
  return (name, body, options = {}) => describe.skip(`${name} [skipped: ${reason}]`, options, body)
}

/** Why `service` is missing here (undefined: it is here); where services are required (CI), a missing one throws instead. */
export async function whyMissing(service: TestService): Promise<string | undefined> {
  const check = await checkService(service)
  if (check.available) return undefined
  if (process.env[REQUIRE_SERVICES_ENV]) throw new Error(`${service} is required here (${REQUIRE_SERVICES_ENV} is set) but ${check.reason}`)
  return check.reason
}

function checkChromium(): ServiceCheck {
  const path = chromiumPath()
  return path ? { available: true, location: path } : { available: false, reason: `no Chromium found; ${HOW_TO_GET.chromium}` }
}

function checkRedis(): Promise<ServiceCheck> {
  const url = new URL(testRedisUrl())
  const port = Number(url.port || 6379)
  const host = url.hostname || '127.0.0.1'
  return new Promise((resolve) => {
    const missing = (why: string) => resolve({ available: false, reason: `no Redis at ${host}:${port} (${why}); ${HOW_TO_GET.redis}` })
    const socket = connect({ host, port })
    const timer = setTimeout(() => {
      socket.destroy()
      missing('no answer within 1 s')
    }, 1000)
    socket.once('connect', () => socket.write(url.password ? `AUTH ${decodeURIComponent(url.password)}\r\nPING\r\n` : 'PING\r\n'))
    socket.on('data', (chunk) => {
      if (!chunk.toString().includes('PONG')) return
      clearTimeout(timer)
      socket.destroy()
      resolve({ available: true, location: url.toString() })
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      missing(error.code ?? 'connection failed')
    })
  })
}
