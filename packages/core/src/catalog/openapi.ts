import { microsToDecimal, microsToUsd } from '../price.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from '../registry.ts'
import { paramsSchema } from './json-schema.ts'

const errorRef = { $ref: '#/components/schemas/Error' }
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } })

/** OpenAPI 3.1 of the installed operations, with the spec's `x-svc-*` and `x-payment-info` members. */
export function buildOpenApi(operations: RegisteredOperation[], info: { title: string; version: string; serverUrl?: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    paths[operation.path] = { [operation.method.toLowerCase()]: operationObject(operation) }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: 'Pay-per-call API: every operation is paid in USDC through x402 v2, or tried free once per hour with trial=1.' },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(operations.map((operation) => operation.group))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        x402: { type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE', description: 'Base64 x402 v2 payment payload; version 1 clients may send X-PAYMENT.' },
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

function operationObject(operation: RegisteredOperation): Record<string, unknown> {
  const schema = paramsSchema(operation.input)
  const micros = listedMicros(operation)
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
    'x-payment-info': {
      price: { mode: operation.price.mode === 'fixed' ? 'fixed' : operation.price.mode, currency: 'USD', amount: microsToDecimal(micros) },
      protocols: [{ x402: {} }],
    },
    security: [{ x402: [] }],
    responses: {
      200: operation.responseShape === 'binary'
        ? { description: 'Raw bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      400: errorResponse('Invalid parameters'),
      402: { description: 'Payment required', content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentRequired' } } } },
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
