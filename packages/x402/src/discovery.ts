import { listedMicros, microsToDecimal, paramsSchema, type RailDiscovery, type RegisteredOperation } from '@svc/core'

const JSON_SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema'
/** What a JSON operation answers: `{ data, meta }`. */
const ENVELOPE = { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'object' }, meta: { type: 'object' } } }
/** What a binary operation answers: the raw bytes, their type in Content-Type. */
const RAW_BYTES = { type: 'string', contentEncoding: 'binary' }
const cache = new WeakMap<RegisteredOperation, Record<string, unknown>>()

/**
 * The Bazaar discovery extension of a 402 (`extensions.bazaar`): `info` says how to call the
 * resource (method, example query or body), `schema` is the JSON Schema that `info` follows,
 * carrying the operation's input schema. Computed once per operation.
 */
export function bazaarExtension(operation: RegisteredOperation): Record<string, unknown> {
  let extension = cache.get(operation)
  if (!extension) {
    extension = { bazaar: build(operation) }
    cache.set(operation, extension)
  }
  return extension
}

function build(operation: RegisteredOperation): Record<string, unknown> {
  const params = paramsSchema(operation.input)
  const example = exampleOf(params)
  const isQuery = operation.method === 'GET'
  const input = isQuery
    ? { type: 'http', method: 'GET', queryParams: example }
    : { type: 'http', method: 'POST', bodyType: 'json', body: example }
  const inputSchema = {
    type: 'object',
    properties: {
      type: { type: 'string', const: 'http' },
      method: { type: 'string', enum: isQuery ? ['GET', 'HEAD', 'DELETE'] : ['POST', 'PUT', 'PATCH'] },
      ...(isQuery
        ? { queryParams: params }
        : { bodyType: { type: 'string', enum: ['json', 'form-data', 'text'] }, body: params }),
    },
    required: isQuery ? ['type', 'method'] : ['type', 'method', 'bodyType', 'body'],
    additionalProperties: false,
  }
  const json = operation.responseShape !== 'binary'
  return {
    info: { input, output: { type: json ? 'json' : 'binary' } },
    schema: {
      $schema: JSON_SCHEMA_2020,
      type: 'object',
      properties: {
        input: inputSchema,
        output: { type: 'object', properties: { type: { type: 'string' }, example: json ? ENVELOPE : RAW_BYTES }, required: ['type'] },
      },
      required: ['input'],
    },
  }
}

/** Example values: each parameter's default or first example, when the schema has one. */
function exampleOf(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  const example: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(properties)) {
    if (property.default !== undefined) example[name] = property.default
    else if (Array.isArray(property.examples) && property.examples.length > 0) example[name] = property.examples[0]
  }
  return example
}

/** `/.well-known/x402`: the resources this host sells, for x402 discovery. */
export function buildWellKnown(operations: RegisteredOperation[], baseUrl: string): Record<string, unknown> {
  return {
    x402Version: 2,
    resources: operations.map((operation) => ({
      resource: `${baseUrl}${operation.path}`,
      id: operation.id,
      method: operation.method,
      description: operation.description,
      price: { currency: 'USD', amount: microsToDecimal(listedMicros(operation)), mode: operation.price.mode },
      available: operation.availability.available,
    })),
    directory: `${baseUrl}/api/directory`,
    openapi: `${baseUrl}/openapi.json`,
  }
}

/** What discovery documents say of the x402 rail: x402scan's `protocols` entry, its header, `/.well-known/x402`. */
export const x402Discovery: RailDiscovery = {
  title: 'x402 v2 (USDC on Base or Solana)',
  url: 'https://x402.org',
  howToPay: 'x402: the 402 carries the x402 payment-required envelope (also base64 in the PAYMENT-REQUIRED header); sign one `accepts` entry and repeat the request with PAYMENT-SIGNATURE (x402 v1 clients: X-PAYMENT).',
  paymentInfo: () => ({ protocols: [{ x402: {} }] }),
  securitySchemes: {
    // Declared as doc 01 says; operations name no security requirement for it, since `x-payment-info`
    // declares the payment (a requirement would read as an API key to obtain).
    x402: { type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE', description: 'Base64 x402 v2 payment payload; version 1 clients may send X-PAYMENT.' },
  },
  wellKnown: { x402: ({ operations, baseUrl }) => buildWellKnown(operations, baseUrl) },
  samples: ({ operation, url, params }) => [{ label: 'Python (x402)', code: pythonSample(operation, url, params) }],
}

/** A paid call with the official x402 Python SDK. */
function pythonSample(operation: RegisteredOperation, url: string, params: Record<string, unknown>): string {
  const call = operation.method === 'GET' ? `session.get(${JSON.stringify(url)}, params=${pythonLiteral(params)})` : `session.post(${JSON.stringify(url)}, json=${pythonLiteral(params)})`
  return `# pip install "x402[requests,evm]" eth-account
import os
from eth_account import Account
from x402 import x402ClientSync
from x402.http.clients import x402_requests
from x402.mechanisms.evm import EthAccountSigner
from x402.mechanisms.evm.exact.register import register_exact_evm_client

client = x402ClientSync()
register_exact_evm_client(client, EthAccountSigner(Account.from_key(os.environ["EVM_PRIVATE_KEY"])))
with x402_requests(client) as session:  # answers the 402 with a signed USDC payment
    response = ${call}
    print(response.json())`
}

function pythonLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None')
}
