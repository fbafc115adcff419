import { microsToDecimal } from '../price.ts'
import { listedMicros, type RegisteredOperation } from '../registry.ts'

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

/** `/llms.txt`: a plain summary an agent can read before calling anything. */
export function buildLlmsTxt(operations: RegisteredOperation[], baseUrl: string): string {
  const lines = [
    '# svc',
    '',
    '> Pay-per-call API. Every operation is paid per call in USDC through x402 v2 (no account, no key), or tried free once per operation per hour with `trial=1` or the header `X-svc-Trial: 1`.',
    '',
    `- Directory (JSON Schemas of every operation): ${baseUrl}/api/directory`,
    `- Find an operation for a task: ${baseUrl}/api/search/endpoints?q=<task>`,
    `- OpenAPI 3.1: ${baseUrl}/openapi.json`,
    `- Batch up to 50 calls behind one payment: POST ${baseUrl}/api/batch/run {"calls":[{"endpoint":"<group>.<name>","params":{}}]}`,
    '',
    'Calling: GET operations take query parameters, POST operations a JSON body (unknown members are rejected). Success is `{data, meta}`; errors are `{error, code, status}`. A paid call without payment answers 402 with the x402 payment-required envelope (also base64 in the PAYMENT-REQUIRED header); sign one `accepts` entry and repeat the request with PAYMENT-SIGNATURE. A call that fails is never charged.',
    '',
    '## Operations',
  ]
  let group = ''
  for (const operation of operations) {
    if (operation.group !== group) {
      group = operation.group
      lines.push('', `### ${group}`)
    }
    const price = `$${microsToDecimal(listedMicros(operation))}${operation.price.mode === 'fixed' ? '' : ` (${operation.price.mode})`}`
    const availability = operation.availability.available ? '' : ' [unavailable on this host]'
    lines.push(`- ${operation.method} ${operation.path} (${operation.id}, ${price}): ${operation.description}${availability}`)
  }
  return `${lines.join('\n')}\n`
}
