import { parseEdifact } from './edifact/parse-result.ts'
import type { AckType } from './x12/ack.ts'
import { ackX12 } from './x12/ack-result.ts'
import { parseX12 } from './x12/parse-result.ts'

/** The work that may run on a worker thread: each job reads one caller document. */
export type EdiJob =
  | { kind: 'x12-parse'; edi: string }
  | { kind: 'x12-ack'; edi: string; type: AckType; controlNumber: number; at: string; newline: boolean }
  | { kind: 'edifact-parse'; edi: string }

export type EdiResult<J extends EdiJob> = J extends { kind: 'x12-parse' } ? ReturnType<typeof parseX12>
  : J extends { kind: 'x12-ack' } ? ReturnType<typeof ackX12>
  : J extends { kind: 'edifact-parse' } ? ReturnType<typeof parseEdifact>
  : never

export function runJob(job: EdiJob): unknown {
  switch (job.kind) {
    case 'x12-parse':
      return parseX12(job.edi)
    case 'x12-ack':
      return ackX12(job.edi, { type: job.type, controlNumber: job.controlNumber, at: new Date(job.at), newline: job.newline })
    case 'edifact-parse':
      return parseEdifact(job.edi)
  }
}
