import { MAX_SEGMENTS } from '../shared/limits.ts'
import type { Issue } from '../shared/segments.ts'
import { type Interchange, readEnvelopes } from './envelope.ts'
import { type X12Delimiters, tokenize } from './tokenize.ts'

export interface X12Document {
  delimiters: X12Delimiters
  interchanges: Interchange[]
  issues: Issue[]
  warnings: string[]
  segmentCount: number
}

/** Tokenizes and walks an X12 document; envelope and syntax problems are listed, not thrown. */
export function readX12(text: string): X12Document {
  const { delimiters, segments, isaFixedWidth } = tokenize(text, MAX_SEGMENTS)
  const { interchanges, issues } = readEnvelopes(segments)
  const warnings = isaFixedWidth ? [] : ['ISA is not 106 characters: its fields are not padded to their fixed widths (many translators refuse that)']
  return { delimiters, interchanges, issues, warnings, segmentCount: segments.length }
}
