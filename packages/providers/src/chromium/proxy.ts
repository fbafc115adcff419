import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import { resolvePublicHost } from '@svc/core'
import { addressPolicy } from '../web-page/policy.ts'

/** The address to connect to for a host the page asked for; refused (400) when any of its addresses is not allowed. */
const allowedAddress = async (host: string) => (await resolvePublicHost(host, { field: 'url', policy: addressPolicy }))[0]!.address

/**
 * The only way out for the browser: a forward proxy on loopback that connects to public
 * addresses only (resolved here at connect time, so a DNS answer cannot change between check
 * and use). HTTPS goes through CONNECT tunnels, plain HTTP is forwarded.
 */
export async function startGuardProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    forward(request).then((upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers)
      upstream.pipe(response)
    }, () => {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the URL guard')
    })
  })
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy())
    const { hostname, port } = new URL(`http://${request.url ?? ''}`)
    allowedAddress(hostname).then((address) => {
      const upstream = connect(Number(port || 443), address, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        if (head.length) upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      })
      upstream.on('error', () => client.destroy())
      client.on('close', () => upstream.destroy())
    }, () => {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

/** A plain-HTTP request of the browser, sent to the checked address with its own Host header. */
async function forward(request: IncomingMessage): Promise<IncomingMessage> {
  const target = new URL(request.url ?? '')
  if (target.protocol !== 'http:') throw new Error('only absolute http URLs are forwarded')
  const address = await allowedAddress(target.hostname)
  return new Promise((resolve, reject) => {
    const upstream = httpRequest({
      host: address,
      port: Number(target.port || 80),
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers: { ...request.headers, host: target.host },
      timeout: 15_000,
    }, resolve)
    upstream.on('error', reject)
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')))
    request.pipe(upstream)
  })
}

/** Where the browser's own requests go (not its pages'): a listener on loopback that closes every connection. */
export async function startRefusingProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createNetServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
