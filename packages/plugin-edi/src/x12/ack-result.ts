import { EdiError } from '../shared/edi-error.ts'
import { type AckOptions, acknowledge } from './ack.ts'
import { readX12 } from './read.ts'
import { writeX12 } from './write.ts'

/**
 * The answer of edi.ack: the acknowledgment document (one interchange per received interchange,
 * control numbers counting up from `controlNumber`) and what it says, group by group.
 */
export function ackX12(text: string, options: AckOptions) {
  const document = readX12(text)
  const acks = document.interchanges.map((interchange, index) => acknowledge(interchange, document.delimiters, options, options.controlNumber + index))
  if (acks.every((ack) => ack.input.groups.length === 0)) {
    throw new EdiError('edi', 'nothing to acknowledge: the interchange holds no functional group other than acknowledgments (FA)', 'nothing_to_acknowledge')
  }
  const written = acks.map((ack) => writeX12(ack.input))
  const groups = acks.flatMap((ack) => ack.groups)
  return {
    type: options.type,
    accepted: groups.every((group) => group.code === 'A'),
    edi: written.map((interchange) => interchange.edi).join(''),
    delimiters: document.delimiters,
    interchanges: acks.map((ack, index) => ({
      controlNumber: ack.interchangeControlNumber,
      acknowledgmentControlNumber: written[index]!.controlNumbers.interchange,
      skippedGroups: ack.skippedGroups,
      groups: ack.groups,
    })),
    errors: document.issues,
  }
}
