import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface UpstreamRelay {
  /** `http://127.0.0.1:<port>`: an origin of this relay alone. */
  origin: string
  close(): Promise<void>
}

/**
 * A local port forwarding every request to `target` (a fixture server's URL, base path included).
 * Several upstreams often share one fixture server: a relay each gives every upstream an origin of its
 * own, so a URL in an answer says which provider it stands for.
 */
export async function relayTo(target: string): Promise<UpstreamRelay> {
  const base = new URL(target)
  if (base.protocol !== 'http:') throw new Error(`an example's upstream must be served over http from a fixture server, not ${target}`)
  const prefix = base.pathname.replace(/\/$/, '')
  const server = createServer((incoming, outgoing) => {
    const forward = request(new URL(`${prefix}${incoming.url ?? '/'}`, base.origin), { method: incoming.method, headers: { ...incoming.headers, host: base.host } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    forward.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(`relay to ${target} failed: ${error.message}`)
    })
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
