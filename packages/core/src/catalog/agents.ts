import { microsToDecimal } from '../price.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { listedMicros, type RegisteredOperation } from '../registry.ts'
import { accessOf, railsTaking, signsIn } from './payment-info.ts'
import { payWith } from './rails-text.ts'

/** `/llms.txt`: a plain summary an agent can read before calling anything. */
export function buildLlmsTxt(operations: RegisteredOperation[], baseUrl: string, rails: readonly PaymentRail[] = []): string {
  const lines = [
    '# svc',
    '',
    `> Pay-per-call API. Every operation is paid per call with ${payWith(rails)} (no account, no key), or tried free once per operation per hour with \`trial=1\` or the header \`X-svc-Trial: 1\`.`,
    '',
    `- Directory (JSON Schemas of every operation): ${baseUrl}/api/directory`,
    `- Find an operation for a task: ${baseUrl}/api/search/endpoints?q=<task>`,
    `- OpenAPI 3.1: ${baseUrl}/openapi.json`,
    `- Batch up to 50 calls behind one payment: POST ${baseUrl}/api/batch/run {"calls":[{"endpoint":"<group>.<name>","params":{}}]}`,
    '',
    'Calling: GET operations take query parameters, POST operations a JSON body (unknown members are rejected). Success is `{data, meta}`; errors are `{error, code, status}`. A paid call without payment answers 402 with every payment rail\'s challenge; pay with any one of them and repeat the request. A call that fails is never charged.',
    '',
    '## Paying',
    '',
    ...(rails.length === 0 ? ['No payment rail is installed on this host: paid operations answer 402, trial calls work.'] : rails.map((rail) => `- ${rail.id}: ${rail.discovery?.howToPay ?? rail.discovery?.title ?? 'see the 402 challenge'}`)),
    ...rails.flatMap((rail) => rail.discovery?.llms?.({ operations, baseUrl }) ?? []),
    '',
    '## Operations',
  ]
  const every = rails.map((rail) => rail.id).join(', ')
  let group = ''
  for (const operation of operations) {
    if (operation.group !== group) {
      group = operation.group
      lines.push('', `### ${group}`)
    }
    const price = `$${microsToDecimal(listedMicros(operation))}${operation.price.mode === 'fixed' ? '' : ` (${operation.price.mode})`}`
    const availability = operation.availability.available ? '' : ' [unavailable on this host]'
    // Which rails take it, when not every one does (an up-to operation a rail cannot bill).
    const taking = railsTaking(rails, operation).map((rail) => rail.id).join(', ')
    const paidWith = accessOf(operation) === 'paid' && taking !== every ? `, pay with ${taking || 'no installed rail'}` : ''
    const signIn = signsIn(operation) ? ', free with a wallet sign-in (SIGN-IN-WITH-X)' : ''
    lines.push(`- ${operation.method} ${operation.path} (${operation.id}, ${price}${paidWith}${signIn}): ${operation.description}${availability}`)
  }
  return `${lines.join('\n')}\n`
}
