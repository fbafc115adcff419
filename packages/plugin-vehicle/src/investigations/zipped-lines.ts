import { Readable } from 'node:stream'
import { createInflateRaw } from 'node:zlib'
import { createError, isApiError } from '@svc/core'
import { findZipEntry } from './zip-entry.ts'

/** Text handed over at a time: zlib inflates off the main thread, and the event loop gets a turn between chunks. */
const CHUNK_BYTES = 64 * 1024
/** No record of the flat file comes near this (INV.txt gives 6,816 characters at most): a longer line means another kind of file. */
const MAX_LINE_BYTES = 1 << 20
/** Text read from one archive at most, against a runaway (or hostile) archive. */
const MAX_TEXT_BYTES = 2 ** 30

const utf8 = new TextDecoder('utf-8', { fatal: true })
const latin1 = new TextDecoder('latin1')
/** Windows-1252's characters at 0x80-0x9F, where it differs from Latin-1 (Node 20's decoder reads them as Latin-1). */
const CP1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'

/** NHTSA's field description names no encoding: text is read as UTF-8 when it is valid UTF-8, else as Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    return latin1.decode(bytes).replace(/[\u0080-\u009f]/g, (c1) => CP1252_C1[c1.charCodeAt(0) - 0x80]!)
  }
}

/** A line without its line end (LF or CRLF). */
const withoutCr = (bytes: Uint8Array) => (bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.subarray(0, bytes.length - 1) : bytes)

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The entry's text, a chunk at a time: stored bytes as they are, deflated ones through zlib. */
async function* textOf(method: number, data: Uint8Array): AsyncGenerator<Uint8Array> {
  if (method === 0) {
    for (let at = 0; at < data.length; at += CHUNK_BYTES) {
      yield data.subarray(at, at + CHUNK_BYTES)
      await nextTurn()
    }
    return
  }
  yield* Readable.from([data]).pipe(createInflateRaw({ chunkSize: CHUNK_BYTES }))
}

/**
 * Streams the lines of the first `.txt` file of a ZIP archive to `onLine` as bytes (valid until it returns),
 * so the whole text is never held at once and a reader decodes only what it keeps.
 * Anything but such an archive is the provider's failure (502).
 */
export async function readZippedLines(zip: Uint8Array, onLine: (line: Uint8Array) => void, provider: string): Promise<{ file: string }> {
  const fail = (why: string) => createError('UPSTREAM_FAILED', `${provider}: ${why}`)
  const entry = findZipEntry(zip, (name) => /\.txt$/i.test(name))
  if (!entry) throw fail('the answer is not a ZIP archive holding a .txt file')
  if (entry.method !== 0 && entry.method !== 8) throw fail(`${entry.name} is compressed with method ${entry.method}, not deflate`)
  let carry: Uint8Array = new Uint8Array(0)
  let textBytes = 0
  try {
    for await (const chunk of textOf(entry.method, entry.data)) {
      textBytes += chunk.length
      if (textBytes > MAX_TEXT_BYTES) throw fail(`${entry.name} holds more than ${MAX_TEXT_BYTES} bytes of text`)
      let start = 0
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        const line = chunk.subarray(start, newline)
        onLine(withoutCr(carry.length > 0 ? concat(carry, line) : line))
        carry = new Uint8Array(0)
        start = newline + 1
      }
      carry = concat(carry, chunk.subarray(start))
      if (carry.length > MAX_LINE_BYTES) throw fail(`${entry.name} has a line longer than any record of the flat file`)
    }
  } catch (error) {
    throw isApiError(error) ? error : fail(`${entry.name} could not be inflated (${(error as Error).message})`)
  }
  if (carry.length > 0) onLine(withoutCr(carry))
  return { file: entry.name }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}
