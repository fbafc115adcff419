import { createError, isApiError } from '@svc/core'
import * as v from 'valibot'
import { occurrences } from '../local/occurrences.ts'
import { textTask } from '../text-task.ts'

export const PII_TYPES = ['PERSON_NAME', 'EMAIL', 'PHONE', 'POSTAL_ADDRESS', 'DATE_OF_BIRTH', 'CREDIT_CARD', 'BANK_ACCOUNT', 'IBAN', 'NATIONAL_ID', 'SSN', 'PASSPORT', 'DRIVER_LICENSE', 'IP_ADDRESS', 'USERNAME', 'CREDENTIAL', 'HEALTH', 'OTHER'] as const
// text.redact's kinds in these types.
const LOCAL_TYPES: Record<string, (typeof PII_TYPES)[number]> = { email: 'EMAIL', phone: 'PHONE', card: 'CREDIT_CARD', iban: 'IBAN', ip: 'IP_ADDRESS', ssn: 'SSN', secret: 'CREDENTIAL' }

const schema = v.object({
  findings: v.array(v.object({ type: v.picklist(PII_TYPES), text: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) })),
})

interface RedactAnswer {
  findings: Array<{ kind: string; start: number; end: number }>
  note: string
}

export default textTask({
  name: 'pii',
  sources: [{ about: '`textModel`; **local** without one: `text.redact` (patterns, checksums), compromise and patterns' }, { operation: 'text.redact' }],
  description: 'Personal data in a text (names, emails, phones, addresses, birth dates, card and bank numbers, national ids, credentials...), each finding with its type, exact substring and offsets; by the host\'s language model, billed by the tokens used. A host with no model finds them by rules instead (local fallback, data.meta.engine "local", data.meta.method "patterns+compromise"): values with a fixed format by pattern and checksum through text.redact of @svc/plugin-text, people\'s names by the compromise library, postal addresses and birth dates by patterns.',
  keywords: ['personal data detection', 'find pii', 'gdpr personal information', 'detect names emails phone numbers', 'sensitive data scan'],
  async local({ input, call }) {
    const redacted = await localRedact(call, input.text)
    // compromise loads on the first local call, not when the plugin is imported (host start-up).
    const { PERSONAL_NOTE, personalSpans } = await import('../local/personal.ts')
    const formatted = redacted.findings.map((finding) => ({ type: LOCAL_TYPES[finding.kind] ?? 'OTHER', start: finding.start, end: finding.end }))
    // A fixed-format value (a phone, an email) wins over a name or date found inside it.
    const personal = personalSpans(input.text).filter((span) => !formatted.some((other) => span.start < other.end && other.start < span.end))
    const findings = [...formatted, ...personal].sort((a, b) => a.start - b.start).map((span) => ({ type: span.type, text: input.text.slice(span.start, span.end), start: span.start, end: span.end }))
    return { findings, count: findings.length, meta: { engine: 'local', method: 'patterns+compromise', library: '@svc/plugin-text (text.redact) and compromise', note: `${redacted.note} Also ${PERSONAL_NOTE}.` } }
  },
  model: {
    instructions: `List every piece of personal data in the user's text, each with one type of ${PII_TYPES.join(', ')} and its text copied exactly, character for character, from the user's text.`,
    schema,
    maxTokens: 4000,
    billing: 'usage',
  },
  answer(value, text, model) {
    // Every occurrence of each reported substring, located here; one the text does not contain is dropped.
    const located = new Map<number, { type: string; text: string; start: number; end: number }>()
    for (const finding of value.findings) {
      for (const at of occurrences(text, finding.text)) {
        if (!located.has(at.start)) located.set(at.start, { type: finding.type, text: text.slice(at.start, at.end), ...at })
      }
    }
    const findings = [...located.values()].sort((a, b) => a.start - b.start)
    return { findings, count: findings.length, meta: { engine: 'model', method: 'model', model: model.id } }
  },
})

/**
 * text.redact of @svc/plugin-text, called only on hosts without a model: not a `requires` of the
 * operation, so a host with a model serves ai.pii without that plugin.
 */
async function localRedact(call: (id: string, input: Record<string, unknown>) => Promise<unknown>, text: string): Promise<RedactAnswer> {
  try {
    return await call('text.redact', { text }) as RedactAnswer
  } catch (error) {
    if (isApiError(error) && error.code === 'NOT_FOUND') {
      throw createError('UPSTREAM_NOT_CONFIGURED', 'ai.pii needs a model or the local engine on this host: set settings.ai.textModel (or settings.ai.operationModels.pii), or install @svc/plugin-text, whose text.redact finds personal data by pattern and checksum')
    }
    throw error
  }
}
