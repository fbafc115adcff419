import { connect, type AddressInfo, type Socket } from 'node:net'
import { createServer } from 'node:tls'
import { EXAMPLE_SITE_CERTIFICATE, EXAMPLE_SITE_KEY } from './example-site-certificate.ts'

/** Where example calls reach the example domains: the plugin's fixture site, over http and https. */
export interface ExampleSite {
  /** Local port of the site's plain HTTP (the fixture server itself). */
  http: number
  /** Local port of the site over TLS, with the kit's certificate for the example domains. */
  https: number
  /** The certificate the https port shows, which example calls trust. */
  certificate: string
  close(): Promise<void>
}

/**
 * Serves a plugin's fixture site (a fixture server's origin) as the example domains' web server:
 * plain HTTP is the fixture server itself, HTTPS a TLS front with the kit's certificate.
 */
export async function startExampleSite(target: string): Promise<ExampleSite> {
  const origin = new URL(target)
  if (origin.protocol !== 'http:' || origin.pathname !== '/' || !['127.0.0.1', 'localhost'].includes(origin.hostname)) throw new Error(`an example site must be a local fixture server's origin (http://127.0.0.1:<port>), not ${target}`)
  const http = Number(origin.port)
  const open = new Set<Socket>()
  const server = createServer({ cert: EXAMPLE_SITE_CERTIFICATE, key: EXAMPLE_SITE_KEY, ALPNProtocols: ['http/1.1'] }, (secure) => {
    const plain = connect(http, '127.0.0.1')
    open.add(secure)
    secure.on('close', () => open.delete(secure))
    secure.pipe(plain).pipe(secure)
    secure.on('error', () => plain.destroy())
    plain.on('error', () => secure.destroy())
  })
  server.on('tlsClientError', () => {}) // a client refusing the certificate: its own error says so
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    http,
    https: (server.address() as AddressInfo).port,
    certificate: EXAMPLE_SITE_CERTIFICATE,
    close: () => new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy()
      server.close(() => resolve())
    }),
  }
}
