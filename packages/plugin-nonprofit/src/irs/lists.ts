import { trimmedMember } from '@svc/core'
import { open, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The IRS Tax Exempt Organization Search lists as `scripts/refresh-irs-lists.ts` writes them into one
 * directory: `pub78.txt` (organizations eligible to receive tax-deductible contributions) and
 * `revocations.txt` (automatic revocations of exemption), one organization a line, `EIN|...`, sorted
 * by EIN; `meta.json` says when and from what. A lookup is a binary search on disk: nothing is loaded.
 */
export const FILES = { pub78: 'pub78.txt', revocations: 'revocations.txt', meta: 'meta.json' } as const

export interface ListsMeta { generatedAt: string; sources: Record<string, string>; counts: Record<string, number> }

export interface Pub78Entry { ein: string; name: string; city: string | null; state: string | null; country: string | null; deductibility: string[] }
export interface Revocation { ein: string; name: string; dba: string | null; city: string | null; state: string | null; exemptionType: string | null; revocationDate: string | null; postingDate: string | null; reinstatementDate: string | null }

export const parsePub78 = (fields: string[]): Pub78Entry => ({
  ein: fields[0]!, name: fields[1] ?? '', city: trimmedMember(fields[2]), state: trimmedMember(fields[3]), country: trimmedMember(fields[4]),
  deductibility: (fields[5] ?? '').split(',').map((code) => code.trim()).filter(Boolean),
})
export const parseRevocation = (fields: string[]): Revocation => ({
  ein: fields[0]!, name: fields[1] ?? '', dba: trimmedMember(fields[2]), city: trimmedMember(fields[3]), state: trimmedMember(fields[4]), exemptionType: trimmedMember(fields[5]),
  revocationDate: trimmedMember(fields[6]), postingDate: trimmedMember(fields[7]), reinstatementDate: trimmedMember(fields[8]),
})

/** The line for `ein` in a file sorted by its first field, by bisection over byte offsets. */
export async function findLine(path: string, ein: string): Promise<string[] | null> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const chunk = Buffer.alloc(4096)
    /** The first whole line starting at or after `offset`, and where it starts. */
    const lineAt = async (offset: number): Promise<{ start: number; line: string } | null> => {
      let start = offset
      if (offset > 0) {
        // Skip the partial line under the offset.
        let pos = offset - 1
        for (;;) {
          const { bytesRead } = await file.read(chunk, 0, chunk.length, pos)
          if (bytesRead === 0) return null
          const newline = chunk.subarray(0, bytesRead).indexOf(10)
          if (newline >= 0) { start = pos + newline + 1; break }
          pos += bytesRead
        }
      }
      if (start >= size) return null
      let text = ''
      let pos = start
      for (;;) {
        const { bytesRead } = await file.read(chunk, 0, chunk.length, pos)
        if (bytesRead === 0) break
        const part = chunk.subarray(0, bytesRead)
        const newline = part.indexOf(10)
        if (newline >= 0) { text += part.subarray(0, newline).toString('utf8'); break }
        text += part.toString('utf8')
        pos += bytesRead
      }
      return { start, line: text }
    }
    let low = 0
    let high = size
    while (low < high) {
      const middle = Math.floor((low + high) / 2)
      const found = await lineAt(middle)
      if (!found) { high = middle; continue }
      const key = found.line.slice(0, found.line.indexOf('|'))
      if (key === ein) return found.line.split('|')
      if (key < ein) low = found.start + Buffer.byteLength(found.line) + 1
      else high = middle
    }
    const first = await lineAt(low)
    return first?.line.startsWith(`${ein}|`) ? first.line.split('|') : null
  } finally {
    await file.close()
  }
}

export async function readMeta(dir: string): Promise<ListsMeta> {
  return JSON.parse(await readFile(join(dir, FILES.meta), 'utf8')) as ListsMeta
}

export async function lookUpEin(dir: string, ein: string) {
  const [pub78, revocation, meta] = await Promise.all([findLine(join(dir, FILES.pub78), ein), findLine(join(dir, FILES.revocations), ein), readMeta(dir)])
  return { pub78: pub78 ? parsePub78(pub78) : null, revocation: revocation ? parseRevocation(revocation) : null, meta }
}
