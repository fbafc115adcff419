import { stamp } from '../shared/dates.ts'
import type { Segment } from '../shared/segments.ts'
import { invalid, type WriteSyntax, writeSegment } from '../shared/write.ts'
import type { ServiceChars } from './tokenize.ts'

export interface Party { id: string; qualifier?: string | undefined; routing?: string | undefined }
export interface MessageInput {
  type: string
  version: string
  release: string
  agency: string
  associationCode?: string | undefined
  referenceNumber?: string | undefined
  segments: Segment[]
}
export interface EdifactInput {
  sender: Party
  recipient: Party
  syntaxIdentifier: string
  syntaxVersion: number
  controlReference: string
  at: Date
  applicationReference?: string | undefined
  acknowledgmentRequested: boolean
  test: boolean
  una: boolean
  chars: ServiceChars
  newline: boolean
  messages: MessageInput[]
}

const SERVICE = new Set(['UNA', 'UNB', 'UNG', 'UNE', 'UNH', 'UNT', 'UNZ'])

/** Every service character in a value is preceded by the release character. */
function syntaxOf(chars: ServiceChars, newline: boolean): WriteSyntax {
  const special = [chars.release, chars.component, chars.element, chars.segment, ...(chars.repetition ? [chars.repetition] : [])]
  return {
    element: chars.element,
    component: chars.component,
    repetition: chars.repetition,
    segment: chars.segment,
    after: newline && chars.segment !== '\n' ? '\n' : '',
    escape: (text) => [...text].map((char) => (special.includes(char) ? chars.release + char : char)).join(''),
  }
}

const party = (p: Party) => [p.id, p.qualifier ?? '', p.routing ?? '']

/** Writes UNA (optional), UNB, the messages between UNH and UNT, and UNZ, counting segments and messages. */
export function writeEdifact(input: EdifactInput) {
  const { chars } = input
  const syntax = syntaxOf(chars, input.newline)
  const { yymmdd, ccyymmdd, hhmm } = stamp(input.at)
  let edi = input.una ? `UNA${chars.component}${chars.element}${chars.decimal}${chars.release}${chars.repetition ?? ' '}${chars.segment}${syntax.after}` : ''
  const unb: Segment = {
    tag: 'UNB',
    elements: [[input.syntaxIdentifier, String(input.syntaxVersion)], party(input.sender), party(input.recipient),
      [input.syntaxVersion >= 4 ? ccyymmdd : yymmdd, hhmm], input.controlReference, '', input.applicationReference ?? '', '',
      input.acknowledgmentRequested ? '1' : '', '', input.test ? '1' : ''],
  }
  edi += writeSegment(unb, syntax, 'sender')
  let segments = 1
  const references: string[] = []
  input.messages.forEach((message, m) => {
    const field = `messages.${m}`
    const reference = message.referenceNumber ?? String(m + 1)
    if (references.includes(reference)) throw invalid(`${field}.referenceNumber`, `${reference} is already used in this interchange`)
    references.push(reference)
    const identifier = [message.type, message.version, message.release, message.agency, message.associationCode ?? '']
    edi += writeSegment({ tag: 'UNH', elements: [reference, identifier] }, syntax, field)
    message.segments.forEach((segment, s) => {
      if (SERVICE.has(segment.tag)) throw invalid(`${field}.segments.${s}.tag`, `${segment.tag} is a service segment; it is written for you`)
      edi += writeSegment(segment, syntax, `${field}.segments.${s}`)
    })
    edi += writeSegment({ tag: 'UNT', elements: [String(message.segments.length + 2), reference] }, syntax, field)
    segments += message.segments.length + 2
  })
  edi += writeSegment({ tag: 'UNZ', elements: [String(input.messages.length), input.controlReference] }, syntax, 'controlReference')
  return { edi, counts: { messages: input.messages.length, segments: segments + 1 }, controlReference: input.controlReference, messageReferences: references }
}
