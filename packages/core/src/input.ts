import * as v from 'valibot'
import { createError, isApiError } from './errors.ts'
import type { InputSchema } from './define.ts'
import { outOfBounds, type Tally } from './input-bounds.ts'
import { invalidField as invalid } from './kit/field-error.ts'

/** Query parameters every operation accepts besides its own. */
const RESERVED_QUERY = new Set(['trial'])

type AnySchema = v.GenericSchema & { wrapped?: AnySchema; item?: AnySchema; options?: AnySchema[] }

/** Unwraps optional/nullable/pipes to the schema that decides how a string is coerced. */
function baseType(schema: AnySchema): AnySchema {
  let current = schema
  while (current.wrapped) current = current.wrapped
  return current
}

function coerceScalar(raw: string, schema: AnySchema): unknown {
  return coercerOf(baseType(schema).type)(raw)
}

type Coercer = (raw: string) => unknown

const asNumber: Coercer = (raw) => {
  const trimmed = raw.trim()
  const number = Number(trimmed)
  return trimmed === '' || !Number.isFinite(number) ? raw : number
}
const asBoolean: Coercer = (raw) => (raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw)
const asIs: Coercer = (raw) => raw
const coercerOf = (type: string): Coercer => (type === 'number' ? asNumber : type === 'boolean' ? asBoolean : asIs)

/** How one query parameter is read: a list (comma separated, or the parameter repeated) or one value. */
interface FieldReading {
  list: boolean
  coerce: Coercer
}

/** Per schema, how each of its parameters is read: worked out on the schema's first query, not per call. */
const readings = new WeakMap<InputSchema, Map<string, FieldReading>>()

function readingsOf(schema: InputSchema): Map<string, FieldReading> {
  let fields = readings.get(schema)
  if (fields) return fields
  fields = new Map()
  for (const [name, field] of Object.entries(schema.entries as Record<string, AnySchema>)) {
    const base = baseType(field)
    const list = base.type === 'array' && base.item !== undefined
    fields.set(name, { list, coerce: coercerOf(list ? baseType(base.item!).type : base.type) })
  }
  readings.set(schema, fields)
  return fields
}

/**
 * Turns a query string into typed values following the operation's schema, in one pass over the
 * query: a name given twice is looked at again only then (a list field takes every value, a
 * scalar field is refused, an unknown one keeps its first value for the unknown-member check).
 */
export function coerceQuery(params: URLSearchParams, schema: InputSchema): Record<string, unknown> {
  const fields = readingsOf(schema)
  const out: Record<string, unknown> = {}
  let repeated: Set<string> | undefined
  params.forEach((raw, name) => {
    if (RESERVED_QUERY.has(name)) return
    if (Object.hasOwn(out, name)) {
      ;(repeated ??= new Set()).add(name)
      return
    }
    const field = fields.get(name)
    out[name] = field === undefined ? raw : field.list ? raw.split(',').map(field.coerce) : field.coerce(raw)
  })
  if (repeated) {
    for (const name of repeated) {
      const field = fields.get(name)
      if (!field) continue
      const values = params.getAll(name)
      if (!field.list) throw invalid(name, `given ${values.length} times; give it once`)
      out[name] = values.map(field.coerce)
    }
  }
  return out
}

/** Rejects members the schema does not declare, naming them (top level; nested objects use strictObject). */
export function rejectUnknownMembers(input: Record<string, unknown>, schema: InputSchema, where: 'query' | 'body'): void {
  const known = schema.entries as Record<string, unknown>
  // Checked without building arrays: every call passes here, almost always with nothing to report.
  let clean = true
  for (const key in input) if (!Object.hasOwn(known, key)) clean = false
  if (clean) return
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(known, key))
  const named = unknown.slice(0, ISSUES_REPORTED)
  const allowed = Object.keys(known)
  const more = unknown.length > named.length ? ` and ${unknown.length - named.length} more` : ''
  const list = named.map((key) => `"${key.slice(0, 100)}"`).join(', ') + more
  throw createError('INVALID_INPUT', `Unknown ${where === 'query' ? 'parameter' : 'member'} ${list}; allowed: ${allowed.length ? allowed.join(', ') : 'none'}`, {
    details: { field: unknown[0], issues: named.map((field) => ({ field, message: 'not allowed' })), ...omitted(unknown.length - named.length) },
  })
}

/** A 400 lists at most this many issues (and says how many it left out). */
const ISSUES_REPORTED = 10
/** An input with more elements and entries than this is validated up to its first issue only. */
const VALUES_FULLY_REPORTED = 1000
const PARSE_CONFIG = { abortPipeEarly: true } as const
const FIRST_ISSUE = { abortEarly: true, abortPipeEarly: true } as const

const omitted = (count: number) => (count > 0 ? { issuesOmitted: count } : {})

/**
 * Validates with valibot; the 400 names the field and the bound that failed. Sizes beyond the
 * schema's maxima are refused first, and the issues of a large input are not all collected, so a
 * request's validation costs what the schema allows and its 400 stays small.
 */
export function validateInput<S extends InputSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const tally: Tally = { values: 0 }
  const bound = outOfBounds(schema, input, tally)
  if (bound) throw invalidInput([{ field: bound.path.join('.'), message: bound.message }], 0)
  const result = v.safeParse(schema, input, tally.values > VALUES_FULLY_REPORTED ? FIRST_ISSUE : PARSE_CONFIG)
  if (result.success) return result.output
  const reported = result.issues.slice(0, ISSUES_REPORTED)
  throw invalidInput(reported.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: describeIssue(issue) })), result.issues.length - reported.length)
}

function invalidInput(issues: Array<{ field: string; message: string }>, left: number) {
  const first = issues[0]!
  return createError('INVALID_INPUT', first.field ? `${first.field}: ${first.message}` : first.message, {
    details: { field: first.field || undefined, issues, ...omitted(left) },
  })
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined' && (issue.type === 'object' || issue.type === 'strict_object' || issue.kind === 'schema')) return 'is required'
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'is not an allowed member'
  // Custom messages from `v.check(..., 'message')` and friends are already human.
  if (!/^Invalid \w+: /.test(issue.message)) return issue.message
  const bound = issue.expected ?? issue.type.replace(/_/g, ' ')
  return `expected ${bound}, received ${issue.received}`
}

export { invalid }

/** Reads a JSON object body with a size limit; malformed or non-object bodies are a 400. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw createError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json')
  }
  const declared = Number(request.headers.get('content-length') ?? 'NaN')
  if (declared > limitBytes) throw tooLarge(limitBytes)
  const text = await readBodyText(request, Number.isFinite(declared), limitBytes)
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw createError('INVALID_INPUT', 'The body is not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw createError('INVALID_INPUT', 'The body must be a JSON object')
  return parsed as Record<string, unknown>
}

/**
 * Over HTTP a declared length frames the body, so it is read whole without a web stream (the
 * slowest part of reading a small body on Node); a body of unknown length is read up to the limit.
 * The server's own limit (srvx's `maxRequestBodySize`) may stop the read first: still a 413.
 */
async function readBodyText(request: Request, lengthDeclared: boolean, limitBytes: number): Promise<string> {
  let text: string
  try {
    text = lengthDeclared ? await request.text() : await readLimited(request, limitBytes)
  } catch (error) {
    if (isApiError(error)) throw error
    if ((error as { status?: unknown })?.status === 413) throw tooLarge(limitBytes)
    throw createError('INVALID_INPUT', 'The body could not be read to its end')
  }
  if (text.length > limitBytes / 3 && Buffer.byteLength(text) > limitBytes) throw tooLarge(limitBytes)
  return text
}

async function readLimited(request: Request, limitBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      throw tooLarge(limitBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function tooLarge(limitBytes: number) {
  const mib = limitBytes / 2 ** 20
  const readable = mib >= 1 ? ` (${Number(mib.toFixed(2))} MiB)` : ''
  // The rest of the body is not read: the connection closes after this answer instead of being reused.
  return createError('PAYLOAD_TOO_LARGE', `The body exceeds the limit of ${limitBytes} bytes${readable}`, { details: { limitBytes }, headers: { connection: 'close' } })
}

/** Batch params arrive as JSON; strings bound for number/boolean fields are coerced like a query. */
export function coerceParams(params: Record<string, unknown>, schema: InputSchema): Record<string, unknown> {
  const entries = schema.entries as Record<string, AnySchema>
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(params)) {
    const fieldSchema = Object.hasOwn(entries, name) ? entries[name] : undefined
    out[name] = typeof value === 'string' && fieldSchema ? coerceScalar(value, fieldSchema) : value
  }
  return out
}
