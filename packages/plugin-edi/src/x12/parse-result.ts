import { describeInterchange } from './describe.ts'
import { readX12 } from './read.ts'

/** The answer of edi.parse: delimiters, counts, validity with every issue, and the interchanges. */
export function parseX12(text: string) {
  const document = readX12(text)
  const interchanges = document.interchanges.map(describeInterchange)
  const groups = interchanges.flatMap((interchange) => interchange.groups)
  return {
    standard: 'X12' as const,
    delimiters: document.delimiters,
    counts: {
      interchanges: interchanges.length,
      groups: groups.length,
      transactions: groups.reduce((sum, group) => sum + group.transactions.length, 0),
      segments: document.segmentCount,
    },
    valid: document.issues.length === 0,
    errors: document.issues,
    warnings: document.warnings,
    interchanges,
  }
}
