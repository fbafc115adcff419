import { paramsSchema, type RegisteredOperation } from '@svc/core'

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
