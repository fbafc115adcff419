import { microsToUsd } from '../price.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from '../registry.ts'
import { paramsSchema } from './json-schema.ts'
import { accessOf, paymentInfo, type PaymentProtocol, securityOf, SIWX_SCHEME, X402_PROTOCOLS } from './payment-info.ts'

/** What an agent reads first (`info.x-guidance`): how to find, try, pay and call, in a few lines. */
export const AGENT_GUIDANCE = [
  'Pay per call in USDC through x402 v2: no account, no API key.',
  'Find an operation for a task: GET /api/directory?q=<task in words> (free; ?group= narrows it).',
  'Call it: GET operations take query parameters, POST operations a JSON body; unknown parameters are refused with a 400 naming the field.',
  'A paid call without payment answers 402 with the price in the PAYMENT-REQUIRED header (base64 JSON): sign one of its accepts entries and repeat the same request with PAYMENT-SIGNATURE.',
  'Every operation can be tried free once per hour with trial=1 (or the header X-svc-Trial: 1).',
  'Up-to billed operations (x-svc-billing: actual-usage-upto-max) settle only what was used, up to the authorized maximum.',
  'A call that fails is never charged. POST /api/batch/run runs up to 50 calls behind one payment.',
].join(' ')

export interface OpenApiInfo {
  title: string
  version: string
  serverUrl?: string
  /** Where `llms.txt` is (absolute), named for agents in `x-agentcash-guidance`. */
  llmsTxtUrl?: string
  /** The payment protocols of this host's `x-payment-info` (default x402). */
  protocols?: PaymentProtocol[]
}

const errorRef = { $ref: '#/components/schemas/Error' }
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } })

/** OpenAPI 3.1 of the installed operations, with the spec's `x-svc-*` and `x-payment-info` members. */
export function buildOpenApi(operations: RegisteredOperation[], info: OpenApiInfo): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  const protocols = info.protocols ?? X402_PROTOCOLS
  for (const operation of operations) {
    paths[operation.path] = { [operation.method.toLowerCase()]: operationObject(operation, protocols) }
  }
  const identityOnly = operations.some((operation) => accessOf(operation) === 'identity')
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: 'Pay-per-call API: every operation is paid in USDC through x402 v2, or tried free once per hour with trial=1.',
      'x-guidance': AGENT_GUIDANCE,
    },
    ...(info.llmsTxtUrl ? { 'x-agentcash-guidance': { llmsTxtUrl: info.llmsTxtUrl } } : {}),
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(operations.map((operation) => operation.group))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        // The payment header, declared as doc 01 says; operations name no security requirement for it,
        // since `x-payment-info` declares the payment (a requirement would read as an API key to obtain).
        x402: { type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE', description: 'Base64 x402 v2 payment payload; version 1 clients may send X-PAYMENT.' },
        ...(identityOnly ? { siwx: SIWX_SCHEME } : {}),
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code', 'status'],
          properties: { error: { type: 'string' }, code: { type: 'string' }, status: { type: 'integer' } },
        },
        PaymentRequired: {
          type: 'object',
          required: ['x402Version', 'accepts'],
          properties: {
            x402Version: { type: 'integer', const: 2 },
            error: { type: 'string' },
            resource: { type: 'string' },
            accepts: { type: 'array', items: { type: 'object' } },
            extensions: { type: 'object' },
          },
        },
        Envelope: { type: 'object', required: ['data', 'meta'], properties: { data: {}, meta: { type: 'object' } } },
      },
    },
  }
}

function operationObject(operation: RegisteredOperation, protocols: PaymentProtocol[]): Record<string, unknown> {
  const schema = paramsSchema(operation.input)
  const micros = listedMicros(operation)
  const payment = paymentInfo(operation, protocols)
  const trialParameter = { name: 'trial', in: 'query', required: false, description: 'Free trial call (once per operation per hour)', schema: { type: 'integer', enum: [1] } }
  const object: Record<string, unknown> = {
    tags: [operation.group],
    operationId: `${operation.group}_${operation.name}`,
    summary: operation.description,
    'x-svc-id': operation.id,
    'x-svc-version': null,
    'x-svc-price': { usd: microsToUsd(micros) },
    'x-svc-accepts': ['x402'],
    'x-svc-response-shape': operation.responseShape === 'normalized' ? 'normalized' : 'legacy',
    ...(payment ? { 'x-payment-info': payment } : {}),
    security: securityOf(operation),
    responses: {
      200: operation.responseShape === 'binary'
        ? { description: 'Raw bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      400: errorResponse('Invalid parameters'),
      ...(payment ? { 402: { description: 'Payment required', content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentRequired' } } } } } : {}),
      405: errorResponse('Method not allowed'),
      429: errorResponse('Rate limited'),
      500: errorResponse('Internal error'),
      502: errorResponse('Upstream provider error'),
      503: errorResponse('Not available on this host'),
    },
  }
  if (billsUsage(operation)) object['x-svc-billing'] = 'actual-usage-upto-max'
  if (operation.method === 'GET') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
    const required = new Set((schema.required ?? []) as string[])
    object.parameters = [
      ...Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property })),
      trialParameter,
    ]
  } else {
    object.parameters = [trialParameter]
    object.requestBody = { required: true, content: { 'application/json': { schema } } }
  }
  return object
}
