import type { BinaryResult } from './define.ts'
import { isBinary } from './envelope.ts'

/** A binary answer as a batch carries it: JSON holds no raw bytes, so base64 with its content type. */
export interface BatchBinaryData {
  contentType: string
  encoding: 'base64'
  bytes: number
  base64: string
  /** The headers the single call would answer with (X-svc-Render-Ms...), when any. */
  headers?: Record<string, string>
}

/** A sub-call's data in a batch result: JSON answers as they are, binary ones base64-encoded. */
export function batchResultData(value: unknown): unknown {
  return isBinary(value) ? encodeBinary(value) : value
}

function encodeBinary(value: BinaryResult): BatchBinaryData {
  const bytes = typeof value.body === 'string' ? Buffer.from(value.body, 'utf8') : Buffer.from(value.body.buffer, value.body.byteOffset, value.body.byteLength)
  return { contentType: value.contentType, encoding: 'base64', bytes: bytes.byteLength, base64: bytes.toString('base64'), ...(value.headers ? { headers: value.headers } : {}) }
}
