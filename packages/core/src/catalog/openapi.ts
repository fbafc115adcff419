import { microsToUsd } from '../price.ts'
import { billsUsage, listedMicros, type RegisteredOperation } from '../registry.ts'
import { paramsSchema } from './json-schema.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { paymentInfo, railsTaking, securityOf, signsIn, SIWX_SCHEME } from './payment-info.ts'
import { payWith } from './rails-text.ts'

/** What an agent reads first (`info.x-guidance`): how to find, try, pay and call, in a few lines. */
export function agentGuidance(rails: readonly PaymentRail[]): string {
  return [
    `Pay per call, no account, no API key: ${payWith(rails)}.`,
    'Find an operation for a task: GET /api/directory?q=<task in words> (free; ?group= narrows it).',
    'Call it: GET operations take query parameters, POST operations a JSON body; unknown parameters are refused with a 400 naming the field.',
    ...rails.flatMap((rail) => rail.discovery?.howToPay ?? []),
    'Every operation can be tried free once per hour with trial=1 (or the header X-svc-Trial: 1).',
    'Up-to billed operations (x-svc-billing: actual-usage-upto-max) settle only what was used, up to the authorized maximum.',
    'A call that fails is never charged. POST /api/batch/run runs up to 50 calls behind one payment.',
  ].join(' ')
}

export interface OpenApiInfo {
  title: string
  version: string
  serverUrl?: string
  /** Where `llms.txt` is (absolute), named for agents in `x-agentcash-guidance`. */
  llmsTxtUrl?: string
  /** The host's payment rails: each adds its part of `x-payment-info`, its security scheme and its guidance. */
  rails?: readonly PaymentRail[]
  /** The host's home page, for `x-service-info.docs`. */
  homepageUrl?: string
}

const errorRef = { $ref: '#/components/schemas/Error' }
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } })

/** OpenAPI 3.1 of the installed operations, with the spec's `x-svc-*` and `x-payment-info` members. */
export function buildOpenApi(operations: RegisteredOperation[], info: OpenApiInfo): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  const rails = info.rails ?? []
  for (const operation of operations) {
    paths[operation.path] = { [operation.method.toLowerCase()]: operationObject(operation, rails) }
  }
  const identityOnly = operations.some(signsIn)
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: `Pay-per-call API: every operation is paid per call (${payWith(rails)}), or tried free once per hour with trial=1.`,
      'x-guidance': agentGuidance(rails),
    },
    ...(info.llmsTxtUrl ? { 'x-agentcash-guidance': { llmsTxtUrl: info.llmsTxtUrl } } : {}),
    // The service as payment discovery (draft-payment-discovery) describes it: what it is about, where its docs are.
    'x-service-info': {
      categories: [...new Set(operations.map((operation) => operation.group))],
      docs: {
        ...(info.homepageUrl ? { homepage: info.homepageUrl, apiReference: `${info.homepageUrl.replace(/\/+$/, '')}/docs` } : {}),
        ...(info.llmsTxtUrl ? { llms: info.llmsTxtUrl } : {}),
      },
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(operations.map((operation) => operation.group))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        // Each rail's credential header; operations name no security requirement for them, since
        // `x-payment-info` declares the payment (a requirement would read as an API key to obtain).
        ...Object.assign({}, ...rails.map((rail) => rail.discovery?.securitySchemes ?? {})),
        ...(identityOnly ? { siwx: SIWX_SCHEME } : {}),
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'code', 'status'],
          properties: { error: { type: 'string' }, code: { type: 'string' }, status: { type: 'integer' } },
        },
        // The 402: core's error members and each rail's own (x402's `x402Version`, `accepts`...).
        PaymentRequired: {
          type: 'object',
          required: ['error', 'code', 'status'],
          properties: { error: { type: 'string' }, code: { type: 'string', const: 'PAYMENT_REQUIRED' }, status: { type: 'integer', const: 402 } },
          additionalProperties: true,
        },
        Envelope: { type: 'object', required: ['data', 'meta'], properties: { data: {}, meta: { type: 'object' } } },
      },
    },
  }
}

function operationObject(operation: RegisteredOperation, rails: readonly PaymentRail[]): Record<string, unknown> {
  const schema = paramsSchema(operation.input)
  const micros = listedMicros(operation)
  const payment = paymentInfo(operation, rails)
  const trialParameter = { name: 'trial', in: 'query', required: false, description: 'Free trial call (once per operation per hour)', schema: { type: 'integer', enum: [1] } }
  const object: Record<string, unknown> = {
    tags: [operation.group],
    operationId: `${operation.group}_${operation.name}`,
    summary: operation.description,
    'x-svc-id': operation.id,
    'x-svc-version': null,
    'x-svc-price': { usd: microsToUsd(micros) },
    'x-svc-accepts': railsTaking(rails, operation).map((rail) => rail.id),
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
