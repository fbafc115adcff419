import { stamp } from '../shared/dates.ts'
import type { Segment } from '../shared/segments.ts'
import { invalid, type WriteSyntax, writeSegment } from '../shared/write.ts'
import { functionalIdOf } from './functional-ids.ts'
import type { X12Delimiters } from './tokenize.ts'

export interface Party { qualifier: string; id: string }
export interface TransactionInput { type: string; controlNumber?: string | undefined; implementationReference?: string | undefined; segments: Segment[] }
export interface GroupInput {
  functionalId?: string | undefined
  senderCode?: string | undefined
  receiverCode?: string | undefined
  controlNumber?: number | undefined
  version?: string | undefined
  transactions: TransactionInput[]
}
export interface InterchangeInput {
  sender: Party
  receiver: Party
  controlNumber: number
  at: Date
  version: string
  usage: 'P' | 'T' | 'I'
  acknowledgmentRequested: boolean
  delimiters: X12Delimiters
  newline: boolean
  groups: GroupInput[]
}

const ENVELOPE = new Set(['ISA', 'IEA', 'GS', 'GE', 'ST', 'SE'])

/** X12 has no release character: a value holding a delimiter (or a line break) cannot be written. */
function syntaxOf(delimiters: X12Delimiters, newline: boolean): WriteSyntax {
  const forbidden = [delimiters.element, delimiters.component, delimiters.segment, ...(delimiters.repetition ? [delimiters.repetition] : []), '\n', '\r']
  return {
    ...delimiters,
    after: newline && delimiters.segment !== '\n' ? '\n' : '',
    escape: (text, field) => {
      const hit = forbidden.find((char) => text.includes(char))
      if (hit !== undefined) throw invalid(field, `contains ${JSON.stringify(hit)}, a delimiter of this interchange (X12 has no escape); choose other delimiters`)
      return text
    },
  }
}

const pad = (text: string, width: number) => text.padEnd(width, ' ')

/** Writes a whole interchange, computing SE01, GE01, IEA01 and every control number. */
export function writeX12(input: InterchangeInput) {
  const { delimiters } = input
  const syntax = syntaxOf(delimiters, input.newline)
  const { yymmdd, ccyymmdd, hhmm } = stamp(input.at)
  const isaControl = String(input.controlNumber).padStart(9, '0')
  for (const [name, party] of [['sender', input.sender], ['receiver', input.receiver]] as const) {
    syntax.escape(party.id, `${name}.id`)
    syntax.escape(party.qualifier, `${name}.qualifier`)
  }
  const isa: Segment = {
    tag: 'ISA',
    elements: ['00', pad('', 10), '00', pad('', 10), input.sender.qualifier, pad(input.sender.id, 15), input.receiver.qualifier, pad(input.receiver.id, 15),
      yymmdd, hhmm, delimiters.repetition ?? 'U', input.version, isaControl, input.acknowledgmentRequested ? '1' : '0', input.usage, delimiters.component],
  }
  // ISA is fixed width and keeps its empty-looking padded fields: written by hand, not trimmed.
  let edi = ['ISA', ...(isa.elements as string[])].join(delimiters.element) + delimiters.segment + syntax.after
  let segmentCount = 1
  const controlNumbers = { interchange: isaControl, groups: [] as string[], transactions: [] as string[][] }
  input.groups.forEach((group, g) => {
    const field = `groups.${g}`
    const functionalId = group.functionalId ?? functionalIdOf(group.transactions[0]!.type)
    if (!functionalId) throw invalid(`${field}.functionalId`, `no functional identifier is known for transaction set ${group.transactions[0]!.type}; give functionalId (GS01)`)
    const groupControl = String(group.controlNumber ?? g + 1)
    const version = group.version ?? `${input.version}0`
    const gs: Segment = { tag: 'GS', elements: [functionalId, group.senderCode ?? input.sender.id, group.receiverCode ?? input.receiver.id, ccyymmdd, hhmm, groupControl, 'X', version] }
    edi += writeSegment(gs, syntax, field)
    const controls: string[] = []
    group.transactions.forEach((transaction, t) => {
      const where = `${field}.transactions.${t}`
      const control = transaction.controlNumber ?? String(t + 1).padStart(4, '0')
      if (controls.includes(control)) throw invalid(`${where}.controlNumber`, `${control} is already used in this group`)
      controls.push(control)
      edi += writeSegment({ tag: 'ST', elements: [transaction.type, control, transaction.implementationReference ?? ''] }, syntax, where)
      transaction.segments.forEach((segment, s) => {
        if (ENVELOPE.has(segment.tag)) throw invalid(`${where}.segments.${s}.tag`, `${segment.tag} is an envelope segment; it is written for you`)
        edi += writeSegment(segment, syntax, `${where}.segments.${s}`)
      })
      edi += writeSegment({ tag: 'SE', elements: [String(transaction.segments.length + 2), control] }, syntax, where)
      segmentCount += transaction.segments.length + 2
    })
    edi += writeSegment({ tag: 'GE', elements: [String(group.transactions.length), groupControl] }, syntax, field)
    segmentCount += 2
    controlNumbers.groups.push(groupControl)
    controlNumbers.transactions.push(controls)
  })
  edi += writeSegment({ tag: 'IEA', elements: [String(input.groups.length), isaControl] }, syntax, 'controlNumber')
  segmentCount += 1
  const transactions = controlNumbers.transactions.reduce((sum, list) => sum + list.length, 0)
  return { edi, counts: { groups: input.groups.length, transactions, segments: segmentCount }, controlNumbers }
}
