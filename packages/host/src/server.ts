import { serve } from 'srvx'
import type { Host } from './host.ts'

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** Serves a host on its configured port with a request log; `close` drains requests, then stops plugins and state. */
export async function listen(host: Host, log: (line: string) => void = console.log): Promise<RunningServer> {
  const { svc, config } = host
  await svc.start()
  const logRequests = config.log !== 'off'
  const server = serve({
    port: config.port,
    hostname: config.host,
    silent: true,
    gracefulShutdown: false,
    maxRequestBodySize: config.bodyLimitBytes,
    fetch: async (request) => {
      const started = performance.now()
      const response = await svc.app.fetch(request)
      if (logRequests) {
        const path = new URL(request.url).pathname
        log(`${new Date().toISOString()} ${request.method} ${path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
      }
      return response
    },
  })
  await server.ready()
  const address = server.node?.server?.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  let closing: Promise<void> | undefined
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    close: () => (closing ??= (async () => {
      await server.close()
      await svc.close()
    })()),
  }
}
