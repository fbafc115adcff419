import { createError, isApiError } from '@svc/core'

/**
 * Compressed bytes inflated at a time: bounds the text held at once, and the event loop gets a turn between
 * slices (the file's repeated summaries compress about a hundredfold, so a slice is some 1.6 MB of text).
 */
const SLICE_BYTES = 16 * 1024
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

/**
 * Streams the lines of the first `.txt` file of a ZIP archive to `onLine` as bytes (valid until it returns),
 * inflating a slice at a time, so the whole text is never held at once and a reader decodes only what it keeps.
 * Anything but such an archive is the provider's failure (502).
 */
export async function readZippedLines(zip: Uint8Array, onLine: (line: Uint8Array) => void, provider: string): Promise<{ file: string }> {
  const { Unzip, UnzipInflate } = await import('fflate')
  const fail = (why: string) => createError('UPSTREAM_FAILED', `${provider}: ${why}`)
  let file: string | undefined
  let done = false
  let failure: unknown
  let carry: Uint8Array | undefined
  let textBytes = 0

  const consume = (chunk: Uint8Array, final: boolean) => {
    textBytes += chunk.length
    if (textBytes > MAX_TEXT_BYTES) throw fail(`the file holds more than ${MAX_TEXT_BYTES} bytes of text`)
    let start = 0
    let newline = chunk.indexOf(10)
    if (carry && newline !== -1) {
      const first = new Uint8Array(carry.length + newline)
      first.set(carry)
      first.set(chunk.subarray(0, newline), carry.length)
      onLine(withoutCr(first))
      carry = undefined
      start = newline + 1
      newline = chunk.indexOf(10, start)
    }
    for (; newline !== -1; newline = chunk.indexOf(10, start)) {
      onLine(withoutCr(chunk.subarray(start, newline)))
      start = newline + 1
    }
    const rest = chunk.subarray(start)
    carry = carry ? concat(carry, rest) : rest.slice()
    if (carry.length > MAX_LINE_BYTES) throw fail('the file has a line longer than any record of the flat file')
    if (final) {
      if (carry.length > 0) onLine(withoutCr(carry))
      carry = undefined
      done = true
    }
  }

  const unzip = new Unzip((entry) => {
    if (file !== undefined || !/\.txt$/i.test(entry.name)) return
    file = entry.name
    entry.ondata = (error, chunk, final) => {
      if (failure) return
      try {
        if (error) throw error
        consume(chunk, final)
      } catch (caught) {
        failure = caught
      }
    }
    entry.start()
  })
  unzip.register(UnzipInflate)
  for (let at = 0; at < zip.length && !done; at += SLICE_BYTES) {
    try {
      unzip.push(zip.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= zip.length)
    } catch (error) {
      failure ??= error
    }
    if (failure) throw isApiError(failure) ? failure : fail('the archive could not be read as a ZIP file')
    await nextTurn()
  }
  if (file === undefined) throw fail('the answer is not a ZIP archive holding a .txt file')
  if (!done) throw fail(`the archive ended before ${file} did`)
  return { file }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length)
  joined.set(a)
  joined.set(b, a.length)
  return joined
}
