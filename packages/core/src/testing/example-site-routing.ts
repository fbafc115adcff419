import { createRequire } from 'node:module'
import type { ExampleSite } from './example-site.ts'

const require = createRequire(import.meta.url)
const net = require('node:net') as typeof import('node:net')
const tls = require('node:tls') as typeof import('node:tls')

type Lookup = (host: string, options: object, callback: (error: Error | null, address: unknown, family?: number) => void) => void
interface ConnectOptions { host?: string; port?: number | string; lookup?: Lookup; servername?: string; ca?: unknown; rejectUnauthorized?: boolean }

/** Where each example-domain connection goes: the site's port for 80 and 443, none for any other. */
export interface ExampleRoutes {
  site: ExampleSite
  /** Whether a host (a name or an address) stands for the example domains. */
  serves(host: string): boolean
  refused: string[]
}

/**
 * Sends every connection to an example domain (by name or by the address its lookups answer) to the plugin's
 * fixture site, once the caller's own lookup (the URL guard's) has judged the name; an HTTPS client that verifies
 * certificates trusts the kit's. Only example calls install this (example-conditions.ts), and restore what it replaced.
 */
export function routeExampleDomains(routes: ExampleRoutes): () => void {
  const saved = { connect: net.Socket.prototype.connect, tlsConnect: tls.connect }
  const sitePort = (port: unknown) => (Number(port) === 443 ? routes.site.https : Number(port) === 80 ? routes.site.http : undefined)

  net.Socket.prototype.connect = function (this: import('node:net').Socket, ...args: unknown[]) {
    const options = connectOptions(args)
    if (!options?.host || !routes.serves(options.host)) return (saved.connect as (...a: unknown[]) => import('node:net').Socket).apply(this, args)
    const port = sitePort(options.port)
    if (port === undefined) {
      routes.refused.push(`${options.host}:${options.port}`)
      process.nextTick(() => this.destroy(Object.assign(new Error(`connect ECONNREFUSED ${options.host}:${options.port} (an example domain serves ports 80 and 443 only)`), { code: 'ECONNREFUSED' })))
      return this
    }
    options.port = port
    if (net.isIP(options.host)) options.host = '127.0.0.1'
    else {
      // The guard's lookup still judges the name (an example domain answers a public address); the socket then goes to the site.
      const judge: Lookup = options.lookup ?? (require('node:dns').lookup as Lookup)
      options.lookup = (host, lookupOptions, callback) => judge(host, lookupOptions, (error, address) => {
        if (error) return callback(error, undefined)
        if (Array.isArray(address)) return callback(null, [{ address: '127.0.0.1', family: 4 }])
        callback(null, '127.0.0.1', 4)
      })
    }
    return (saved.connect as (...a: unknown[]) => import('node:net').Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect

  tls.connect = ((...args: unknown[]) => {
    const options = typeof args[0] === 'object' && args[0] !== null ? (args[0] as ConnectOptions) : undefined
    const name = options?.servername ?? options?.host
    // Only a client that refuses untrusted certificates trusts the kit's: one that reports trust (tls.cert-info) sees it as it is.
    if (options && name && routes.serves(name) && options.ca === undefined && options.rejectUnauthorized !== false) options.ca = [...tls.rootCertificates, routes.site.certificate]
    return (saved.tlsConnect as (...a: unknown[]) => unknown)(...args)
  }) as typeof tls.connect

  return () => {
    net.Socket.prototype.connect = saved.connect
    tls.connect = saved.tlsConnect
  }
}

/** The options object of a Socket#connect call, made one of when called with (port, host). */
function connectOptions(args: unknown[]): ConnectOptions | undefined {
  const first = args[0]
  if (Array.isArray(first)) return first[0] as ConnectOptions // net.connect's normalized arguments
  if (typeof first === 'object' && first !== null) return first as ConnectOptions
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const options: ConnectOptions = { port: first, host: typeof args[1] === 'string' ? args[1] : 'localhost' }
    const callback = args.find((arg) => typeof arg === 'function')
    args.splice(0, args.length, options, ...(callback ? [callback] : []))
    return options
  }
  return undefined
}
