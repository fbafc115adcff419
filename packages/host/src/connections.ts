import { type IncomingMessage, maxHeaderSize, type Server, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { createError, errorBody, type ErrorCode, type SvcConfig } from '@svc/core'

/**
 * What the host's HTTP server allows a connection: its request's headers within `headersTimeoutMs`,
 * the whole request within `requestTimeoutMs` (Node answers 408 and closes it), checked often enough
 * that a slow connection is closed near its limit, not up to 30 s later (Node's default check).
 */
export function timeoutOptions(config: Pick<SvcConfig, 'headersTimeoutMs' | 'requestTimeoutMs'>) {
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(config.headersTimeoutMs / 4))),
  }
}

/** The connections one client may hold open: the setting, or 64 (none when a proxy is every client). */
export function connectionsPerClient(config: Pick<SvcConfig, 'connectionsPerClient' | 'trustProxy'>): number {
  return config.connectionsPerClient ?? (config.trustProxy === false ? 64 : 0)
}

/**
 * What a stop does with connections: those with no request in flight (one that never sent a whole
 * request, or a kept-alive one between requests) are closed at once, since Node stops timing them
 * out once the server closes; the others get `graceMs` to finish, then are closed too.
 */
export function closeOnStop(server: Server, graceMs: number): () => void {
  const open = new Set<Socket>()
  const busy = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => {
      open.delete(socket)
      busy.delete(socket)
    })
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    busy.add(request.socket)
    response.once('close', () => busy.delete(request.socket))
  })
  return () => {
    for (const socket of open) if (!busy.has(socket)) socket.destroy()
    setTimeout(() => server.closeAllConnections(), graceMs).unref()
  }
}

/**
 * Refuses a connection beyond `perClient` open ones of the same client (`clientOf` its address:
 * an IPv6 client is its network): answered 429 at once and closed, before anything is read.
 */
export function capConnectionsPerClient(server: Server, perClient: number, clientOf: (address: string) => string): void {
  if (perClient <= 0) return
  const open = new Map<string, number>()
  server.prependListener('connection', (socket: Socket) => {
    const client = clientOf(socket.remoteAddress ?? 'unknown')
    const count = (open.get(client) ?? 0) + 1
    if (count > perClient) {
      socket.end(rawAnswer('RATE_LIMITED', `This client already holds ${perClient} open connections to the host, its limit (connectionsPerClient): reuse or close one`, 'retry-after: 1\r\n'))
      socket.destroySoon()
      return
    }
    open.set(client, count)
    socket.once('close', () => {
      const left = open.get(client)! - 1
      if (left > 0) open.set(client, left)
      else open.delete(client)
    })
  })
}

/**
 * The answer to a request Node's parser refused, as JSON naming the limit instead of Node's bare
 * status line: a request line or headers beyond Node's header limit (a GET parameter of 20 KB:
 * 414 when the request line alone is that long, 431 otherwise), a request too slow (408), or
 * malformed HTTP (400).
 */
export function answerClientErrors(server: Server, config: Pick<SvcConfig, 'headersTimeoutMs' | 'requestTimeoutMs'>): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(rawAnswer(...clientErrorAnswer(error, config)))
    socket.destroySoon()
  })
}

function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, config: Pick<SvcConfig, 'headersTimeoutMs' | 'requestTimeoutMs'>): [ErrorCode, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return ['REQUEST_TIMEOUT', `The request did not arrive in time: headers within ${config.headersTimeoutMs} ms (headersTimeoutMs), the whole request within ${config.requestTimeoutMs} ms (requestTimeoutMs)`]
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const line = requestLineLength(error.rawPacket)
    if (line === undefined || line > maxHeaderSize / 2) {
      return ['URI_TOO_LONG', `The URL is too long: a request line and its headers may take at most ${maxHeaderSize} bytes on this host; shorten the query (long values go in a POST body where the operation takes one)`]
    }
    return ['HEADERS_TOO_LARGE', `The request's headers are too large: a request line and its headers may take at most ${maxHeaderSize} bytes on this host`]
  }
  return ['INVALID_INPUT', 'The request is not valid HTTP/1.1']
}

/** The length of the request line among the bytes received, or undefined when it had not ended. */
function requestLineLength(packet: Buffer | undefined): number | undefined {
  const end = packet?.indexOf('\r\n') ?? -1
  return end < 0 ? undefined : end
}

/** A whole HTTP/1.1 answer with the JSON error body, written on a socket the server does not answer on. */
function rawAnswer(code: ErrorCode, message: string, headerLines = ''): string {
  const error = createError(code, message)
  const body = JSON.stringify(errorBody(error))
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headerLines}connection: close\r\n\r\n${body}`
}
