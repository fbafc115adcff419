import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { serve } from 'srvx'

export interface HttpOptions {
  /** Builds a server per request (stateless streamable HTTP); they share one client and so one budget. */
  server: () => Server
  port?: number
  /** Listening address (default 127.0.0.1: this server spends money for whoever reaches it). */
  hostname?: string
  /** Path of the MCP endpoint (default /mcp). */
  path?: string
  /** Required as `Authorization: Bearer <token>` when set. */
  token?: string
  /** Host header values accepted besides the listening address (DNS-rebinding protection). */
  allowedHosts?: string[]
}

export interface RunningMcpHttp {
  url: string
  close(): Promise<void>
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']

const refuse = (status: number, message: string) =>
  Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status })

/** The MCP streamable HTTP transport on a port, stateless: each POST gets its own server and transport. */
export async function serveMcpHttp(options: HttpOptions): Promise<RunningMcpHttp> {
  const path = options.path ?? '/mcp'
  const hostname = options.hostname ?? '127.0.0.1'
  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if (url.pathname !== path) return refuse(404, `The MCP endpoint is ${path}`)
    const host = (request.headers.get('host') ?? '').replace(/:\d+$/, '')
    const allowed = [...(LOOPBACK.includes(hostname) ? LOOPBACK : [hostname]), ...(options.allowedHosts ?? [])]
    if (!allowed.includes(host)) return refuse(403, `Host ${host} is not allowed`)
    if (options.token && request.headers.get('authorization') !== `Bearer ${options.token}`) return refuse(401, 'A bearer token is required')
    if (request.method !== 'POST') return refuse(405, 'This server is stateless: POST JSON-RPC messages')
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
    const server = options.server()
    await server.connect(transport)
    try {
      return await transport.handleRequest(request)
    } finally {
      void server.close()
    }
  }
  const http = serve({ port: options.port ?? 0, hostname, silent: true, gracefulShutdown: false, fetch: handle })
  await http.ready()
  return { url: `${http.url!.replace(/\/$/, '')}${path}`, close: () => http.close(true) }
}
