import { MAX_SEGMENTS } from '../shared/limits.ts'
import { describeInterchange } from './describe.ts'
import { readEnvelopes } from './envelope.ts'
import { tokenize } from './tokenize.ts'

/** The answer of edi.edifact: service characters, counts, validity with every issue, and the interchanges. */
export function parseEdifact(text: string) {
  const { chars, given, segments } = tokenize(text, MAX_SEGMENTS)
  const { interchanges, issues } = readEnvelopes(segments)
  const described = interchanges.map(describeInterchange)
  const groups = described.flatMap((interchange) => interchange.groups)
  const messages = [...described.flatMap((interchange) => interchange.messages), ...groups.flatMap((group) => group.messages)]
  return {
    standard: 'EDIFACT' as const,
    serviceStringAdvice: { ...chars, given },
    counts: { interchanges: described.length, groups: groups.length, messages: messages.length, segments: segments.length },
    valid: issues.length === 0,
    errors: issues,
    interchanges: described,
  }
}
