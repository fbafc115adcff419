import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, extname, resolve } from 'node:path'
import { expect } from 'vitest'

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

/** A canned answer, a function of the request, or a file's name in the server's fixture folder (answered 200). */
export type FixtureRoute = string | FixtureAnswer | ((request: RecordedRequest) => string | FixtureAnswer | Promise<string | FixtureAnswer>)

export interface ServeFixturesOptions {
  /** The folder a relative `file` (or a route given as a file name) is read from; default: `fixtures` beside the running test file. */
  folder?: string
}

/** A request a fixture server received, with its query as an object and its body parsed as JSON. */
export interface LastRequest extends RecordedRequest {
  /** The query as `{ name: value }` (the last value of a repeated name). */
  params: Record<string, string>
  /** The body parsed as JSON. */
  json(): any
}

export interface FixtureServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string
  /** Every request received, in order. */
  requests: RecordedRequest[]
  /** The requests `route` received (`GET /path`, or `/path` for any method; none: every request), in order. */
  requestsTo(route?: string): RecordedRequest[]
  /** The last request `route` received (`GET /path` or `/path`; none: any); fails the test when there is none. */
  last(route?: string): LastRequest
  close(): Promise<void>
}

const types: Record<string, string> = { '.json': 'application/json', '.xml': 'application/xml', '.csv': 'text/csv', '.txt': 'text/plain', '.html': 'text/html' }

/**
 * Serves fixture files on a local port so adapters run through real HTTP (status
 * codes, headers, timeouts, malformed bodies) and never reach the internet.
 * Routes are keyed `"GET /path"` (query ignored; a function route can inspect it); a relative `file` is read from `options.folder`.
 */
export async function serveFixtures(routes: Record<string, FixtureRoute>, options: ServeFixturesOptions = {}): Promise<FixtureServer> {
  const folder = options.folder ?? testFixtures()
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fixture')
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
    requests.push(recorded)
    const route = routes[`${recorded.method} ${recorded.path}`]
    try {
      const given = !route
        ? { status: 404, body: { error: `no fixture for ${recorded.method} ${recorded.path}` } }
        : typeof route === 'function' ? await route(recorded) : route
      const answer: FixtureAnswer = typeof given === 'string' ? { file: given } : given
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      let body: string | Uint8Array = ''
      let type = 'application/json'
      if (answer.file) {
        body = await readFile(resolve(folder, answer.file))
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
  const requestsTo = (route?: string) => requests.filter((request) => matches(route, request))
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo,
    last(route) {
      const request = requestsTo(route).at(-1)
      expect(request, `a request to ${route ?? 'the fixture server'}`).toBeDefined()
      return { ...request!, params: Object.fromEntries(request!.query), json: () => JSON.parse(request!.body) }
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

/** `fixtures` beside the test file vitest is running (the working directory outside a test run). */
export function testFixtures(relative = 'fixtures'): string {
  let testPath: string | undefined
  try {
    testPath = expect.getState().testPath
  } catch {} // outside a vitest run (a bench script)
  return resolve(testPath ? dirname(testPath) : process.cwd(), relative)
}

/** `GET /path` matches that method and path; `/path` that path by any method; none, every request. */
function matches(route: string | undefined, request: RecordedRequest): boolean {
  if (route === undefined) return true
  return route.startsWith('/') ? request.path === route : `${request.method} ${request.path}` === route
}
