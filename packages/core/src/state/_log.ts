/** The embedded state's append-only log: its line formats and its group commit. */

export interface Entry {
  /** JSON text of the value. */
  json: string
  /** Absolute expiry in ms since epoch. */
  expiresAt?: number
}

export type LogRecord = { k: string; v: string; e?: number } | { k: string; d: 1 } | { x: string; m: string; s: number } | { x: string; m: string; r: 1 } | { b: LogRecord[] }

/** A key's line: its entry, or its deletion. */
export function entryLine(k: string, entry: Entry | undefined): string {
  const record: LogRecord = entry
    ? entry.expiresAt === undefined ? { k, v: entry.json } : { k, v: entry.json, e: entry.expiresAt }
    : { k, d: 1 }
  return `${JSON.stringify(record)}\n`
}

/** An index member's line: its score, or its removal. */
export function memberLine(x: string, m: string, score: number | undefined): string {
  return `${JSON.stringify(score === undefined ? { x, m, r: 1 } : { x, m, s: score })}\n`
}

/** The lines of an atomic batch as one line: a crash mid-write tears all of it, so it is replayed whole or not at all. */
export function batchLine(lines: readonly string[]): string {
  return `{"b":[${lines.map((line) => line.trimEnd()).join(',')}]}\n`
}

/** A line read back; undefined for a torn last line after a crash (everything before it is intact). */
export function parseLine(line: string): LogRecord | undefined {
  try {
    return JSON.parse(line) as LogRecord
  } catch {
    return undefined
  }
}

/**
 * Group commit: the lines of every change made in one turn of the event loop (all the requests
 * read from the sockets in that turn) go to the file in one write, just after the turn's I/O.
 * `written` is the write the changes made so far wait for; no operation answers before it (so an
 * acknowledged change survives a kill -9 as with one write per change).
 */
export function groupCommit(flush: (lines: string[]) => void) {
  let unwritten: string[] = []
  let written: Promise<void> | undefined
  return {
    get written() {
      return written
    },
    append(line: string): void {
      unwritten.push(line)
      written ??= new Promise<void>((resolve, reject) => setImmediate(() => {
        written = undefined
        const lines = unwritten
        unwritten = []
        try {
          flush(lines)
          resolve()
        } catch (error) {
          reject(error)
        }
      }))
    },
  }
}
