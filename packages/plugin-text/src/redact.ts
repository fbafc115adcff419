import { invalidField } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import { isSupportedCountry } from 'libphonenumber-js/max'
import { detect, type Kind } from './detect/index.ts'
import { keepLastFour, type Mask, replacement } from './mask.ts'

export interface RedactInput {
  text: string
  kinds: Kind[]
  mask: Mask
  region: string
  salt?: string | undefined
}

export const NOTE = 'Pattern- and checksum-based detection (regular expressions, Luhn, IBAN mod-97, SSN issuance rules, libphonenumber metadata), not an AI model: it finds values with a recognisable format and does not find names, addresses or free-form personal data.'

const handler: OperationHandler<RedactInput> = ({ input }) => {
  if (!isSupportedCountry(input.region)) throw invalidField('region', `${input.region} is not a country libphonenumber knows`)
  if (input.salt !== undefined && input.mask !== 'hash') throw invalidField('salt', 'is only used with mask "hash"')
  const findings = detect(input.text, input.kinds, { region: input.region })
  const counts = Object.fromEntries(input.kinds.map((kind) => [kind, 0])) as Record<Kind, number>
  const pieces: string[] = []
  let cursor = 0
  const report = findings.map((finding) => {
    const value = input.text.slice(finding.start, finding.end)
    const replaced = replacement(finding, value, input.mask, input.salt)
    pieces.push(input.text.slice(cursor, finding.start), replaced)
    cursor = finding.end
    counts[finding.kind]++
    return { kind: finding.kind, detail: finding.detail, start: finding.start, end: finding.end, replacement: replaced, preview: keepLastFour(value) }
  })
  pieces.push(input.text.slice(cursor))
  return { redacted: pieces.join(''), findings: report, counts, detection: 'pattern', note: NOTE }
}

export default handler
