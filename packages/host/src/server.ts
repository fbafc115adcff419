import type { Server as HttpServer } from 'node:http'
import { clientNetwork, jsonLogLine } from '@svc/core'
import { serve } from 'srvx'
import { ReasonPhraseResponse } from './reason-phrase.ts'
import { answerClientErrors, capConnectionsPerClient, closeOnStop, connectionsPerClient, timeoutOptions } from './connections.ts'
import type { Host } from './host.ts'

/** Event-loop turns counted while requests come in: a turn ends when its check phase runs. */
let turn = 0
let turnEndPending = false

function currentTurn(): number {
  if (!turnEndPending) {
    turnEndPending = true
    setImmediate(() => {
      turn++
      turnEndPending = false
    })
  }
  return turn
}

/**
 * A fetch handler whose answers are sent no earlier than the end of the event-loop turn their
 * request arrived in: the turn reads every request that came in, then their answers go out
 * together. Under load this serves 1.3-1.5x the requests per second of sending each answer as
 * soon as it is ready (measured with `pnpm bench`), for a delay of microseconds on an idle host.
 * An answer made in a later turn (after a log write, an upstream call) goes out at once.
 */
export function answerAtEndOfTurn(fetch: (request: Request) => Response | Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const arrived = currentTurn()
    const response = await fetch(request)
    if (turn === arrived) await new Promise((resolve) => setImmediate(resolve))
    return response
  }
}

export interface RunningServer {
  /** Where this machine reaches the server: the bound address, or loopback when it is bound to every interface. */
  url: string
  /** The address it is bound to, as the operator configured it (`http://0.0.0.0:3000` listens on every interface). */
  boundUrl: string
  close(): Promise<void>
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]'])
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/** Serves a host on its configured port with a request log; `close` drains requests, then stops plugins and state. */
export async function listen(host: Host, log: (line: string) => void = console.log): Promise<RunningServer> {
  const { svc, config } = host
  await svc.start()
  const logRequests = config.log !== 'off'
  const jsonLog = logRequests && config.logFormat === 'json'
  const server = serve({
    port: config.port,
    hostname: config.host,
    silent: true,
    gracefulShutdown: false,
    // The largest body any operation takes; each operation's own limit is applied before its body is read.
    maxRequestBodySize: Math.max(config.bodyLimitBytes, ...svc.runtime.registry.operations.map((operation) => operation.bodyLimitBytes ?? 0)),
    node: { ...timeoutOptions(config), ServerResponse: ReasonPhraseResponse },
    fetch: answerAtEndOfTurn(async (request) => {
      const started = performance.now()
      const response = await svc.app.fetch(request)
      if (jsonLog) log(jsonLogLine(request, response.status, performance.now() - started))
      else if (logRequests) {
        const path = new URL(request.url).pathname
        log(`${new Date().toISOString()} ${request.method} ${path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
      }
      return response
    }),
  })
  const node = server.node!.server as HttpServer
  answerClientErrors(node, config)
  capConnectionsPerClient(node, connectionsPerClient(config), (address) => clientNetwork(address, config.trial.ipv6PrefixLength))
  const stopConnections = closeOnStop(node, config.requestTimeoutMs)
  try {
    await server.ready()
  } catch (error) {
    // The port is taken (or refused): the state and its data folder are let go before failing.
    await svc.close()
    throw error
  }
  const address = server.node?.server?.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  let closing: Promise<void> | undefined
  return {
    url: `http://${ANY_ADDRESS.has(config.host) ? '127.0.0.1' : urlHost(config.host)}:${port}`,
    boundUrl: `http://${urlHost(config.host)}:${port}`,
    close: () => (closing ??= (async () => {
      stopConnections()
      await server.close()
      await svc.close()
    })()),
  }
}
