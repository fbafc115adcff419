import { createError, lazyRequire } from '@svc/core'
import type * as FastXmlParser from 'fast-xml-parser'
import * as v from 'valibot'

// fast-xml-parser loads at the first XML answer, not at the host's start.
const fastXml = lazyRequire<typeof FastXmlParser>(import.meta.url, 'fast-xml-parser')

/**
 * Parses an upstream's XML answer and checks it against a valibot schema of what the adapter reads:
 * malformed XML or another shape is a 502 naming the provider, never a crash. Values stay strings;
 * attributes are `@_name`; elements listed in `arrays` are always arrays (one child is not an object).
 */
export function parseXml<S extends v.GenericSchema>(text: string, schema: S, provider: string, arrays: readonly string[] = []): v.InferOutput<S> {
  const { XMLParser, XMLValidator } = fastXml()
  if (XMLValidator.validate(text) !== true) throw createError('UPSTREAM_FAILED', `${provider} sent malformed XML`)
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, trimValues: true, isArray: (name) => arrays.includes(name) })
  const checked = v.safeParse(schema, parser.parse(text))
  if (!checked.success) {
    const issue = checked.issues[0]
    throw createError('UPSTREAM_FAILED', `${provider} sent XML of an unexpected shape (at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message})`)
  }
  return checked.output
}

/** The `accept` functions made per schema: one function per kind of answer, so an answer kept in memory is asked once. */
const accepts = new WeakMap<v.GenericSchema, (text: string) => void>()

/**
 * A request's `accept` of the XML `parseXml` reads with `schema`: malformed XML (a file cut short) or another shape is
 * refused before the client keeps it, a 502 the next call does not meet again once the provider answers whole.
 */
export function xmlAccept(schema: v.GenericSchema, provider: string, arrays: readonly string[] = []): (text: string) => void {
  let accept = accepts.get(schema)
  if (!accept) accepts.set(schema, (accept = (text) => void parseXml(text, schema, provider, arrays)))
  return accept
}

/** A text element: a string, empty when the element is empty, or the text of an element that has attributes. */
export const xmlText = v.pipe(
  v.optional(v.union([v.string(), v.looseObject({ '#text': v.optional(v.string(), '') })]), ''),
  v.transform((value) => (typeof value === 'string' ? value : value['#text'])),
)
