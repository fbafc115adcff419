import { paramsSchema, type RegisteredOperation } from '@svc/core'

/** The Bazaar discovery extension of a 402: how to call the resource, with the JSON Schema of its input. */
export function bazaarExtension(operation: RegisteredOperation): Record<string, unknown> {
  const params = paramsSchema(operation.input)
  const isGet = operation.method === 'GET'
  return {
    bazaar: {
      info: {
        input: isGet ? { type: 'http', method: 'GET' } : { type: 'http', method: 'POST', bodyType: 'json', body: {} },
        output: { type: operation.responseShape === 'binary' ? 'binary' : 'json' },
      },
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          input: {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'http' },
              method: { type: 'string', enum: [operation.method] },
              ...(isGet ? { queryParams: params } : { bodyType: { type: 'string', enum: ['json'] }, body: params }),
            },
            required: isGet ? ['type'] : ['type', 'bodyType', 'body'],
            additionalProperties: false,
          },
        },
        required: ['input'],
      },
    },
  }
}
