import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'

/** One canned answer of a fixture server. */
export interface FixtureAnswer {
  status?: number
  /** JSON-encoded unless a string or bytes. */
  body?: unknown
  /** Path of a file to send (a recorded upstream answer); read at request time. */
  file?: string
  headers?: Record<string, string>
  /** Waits before answering, to exercise timeouts. */
  delayMs?: number
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

export type FixtureRoute = FixtureAnswer | ((request: RecordedRequest) => FixtureAnswer | Promise<FixtureAnswer>)

export interface FixtureServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string
  /** Every request received, in order. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

const types: Record<string, string> = { '.json': 'application/json', '.xml': 'application/xml', '.csv': 'text/csv', '.txt': 'text/plain', '.html': 'text/html' }

/**
 * Serves fixture files on a local port so adapters run through real HTTP (status
 * codes, headers, timeouts, malformed bodies) and never reach the internet.
 * Routes are keyed `"GET /path"` (query ignored; a function route can inspect it).
 */
export async function serveFixtures(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fixture')
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
    requests.push(recorded)
    const route = routes[`${recorded.method} ${recorded.path}`]
    try {
      const answer: FixtureAnswer = !route
        ? { status: 404, body: { error: `no fixture for ${recorded.method} ${recorded.path}` } }
        : typeof route === 'function' ? await route(recorded) : route
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      let body: string | Uint8Array = ''
      let type = 'application/json'
      if (answer.file) {
        body = await readFile(answer.file)
        type = types[extname(answer.file)] ?? 'application/octet-stream'
      } else if (typeof answer.body === 'string' || answer.body instanceof Uint8Array) {
        body = answer.body
        type = typeof answer.body === 'string' ? 'text/plain' : 'application/octet-stream'
      } else if (answer.body !== undefined) {
        body = JSON.stringify(answer.body)
      }
      res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers })
      res.end(body)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`fixture route failed: ${(error as Error).message}`)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
