import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse, STATUS_CODES } from 'node:http'

/**
 * Node's ServerResponse whose status line always carries the reason phrase (`HTTP/1.1 404 Not Found`):
 * srvx writes a web Response's `statusText`, which is empty unless an answer sets it.
 */
export class ReasonPhraseResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override writeHead(statusCode: number, reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    if (typeof reason !== 'string') return super.writeHead(statusCode, STATUS_CODES[statusCode] ?? 'Unknown', reason)
    return super.writeHead(statusCode, reason || (STATUS_CODES[statusCode] ?? 'Unknown'), headers)
  }
}
