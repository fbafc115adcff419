import { inflateRawSync } from 'node:zlib'

/** The entries of a zip archive (an .xlsx), by name: stored or deflated files only. */
export function unzip(bytes: Buffer): Map<string, Buffer> {
  // The end-of-central-directory record is within the last 64 KiB + 22 bytes.
  let end = bytes.length - 22
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip archive')
  const count = bytes.readUInt16LE(end + 10)
  let entry = bytes.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const method = bytes.readUInt16LE(entry + 10)
    const size = bytes.readUInt32LE(entry + 20)
    const nameLength = bytes.readUInt16LE(entry + 28)
    const extraLength = bytes.readUInt16LE(entry + 30)
    const commentLength = bytes.readUInt16LE(entry + 32)
    const local = bytes.readUInt32LE(entry + 42)
    const name = bytes.toString('utf8', entry + 46, entry + 46 + nameLength)
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const data = bytes.subarray(start, start + size)
    files.set(name, method === 0 ? data : inflateRawSync(data))
    entry += 46 + nameLength + extraLength + commentLength
  }
  return files
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&')

/** Rows of one worksheet of an .xlsx as `{ column letter: text }` (shared strings resolved, numbers as written). */
export function sheetRows(xlsx: Buffer, sheetName: string): Array<Record<string, string>> {
  const files = unzip(xlsx)
  const read = (name: string) => files.get(name)?.toString('utf8') ?? ''
  const strings = [...read('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) => decode([...si[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join('')))
  const sheet = [...read('xl/workbook.xml').matchAll(/<sheet [^>]*>/g)].map((tag) => tag[0]).find((tag) => decode(/name="([^"]*)"/.exec(tag)?.[1] ?? '') === sheetName)
  if (!sheet) throw new Error(`no sheet named "${sheetName}"`)
  const id = /r:id="([^"]+)"/.exec(sheet)![1]
  const target = [...read('xl/_rels/workbook.xml.rels').matchAll(/<Relationship [^>]*>/g)].map((tag) => tag[0]).find((tag) => tag.includes(`Id="${id}"`))
  const path = `xl/${/Target="([^"]+)"/.exec(target ?? '')![1]!.replace(/^\/?xl\//, '')}`
  return [...read(path).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: Record<string, string> = {}
    for (const cell of row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const column = /r="([A-Z]+)\d+"/.exec(cell[1]!)![1]!
      const type = /t="(\w+)"/.exec(cell[1]!)?.[1]
      const value = /<v>([\s\S]*?)<\/v>/.exec(cell[2] ?? '')?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(cell[2] ?? '')?.[1]
      if (value === undefined) continue
      cells[column] = type === 's' ? strings[Number(value)]! : decode(value)
    }
    return cells
  })
}

/** RFC 4180 rows of a CSV text. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { cell += '"'; i++ } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') { row.push(cell); cell = '' } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell); rows.push(row); row = []; cell = ''
    } else cell += char
  }
  if (cell || row.length > 0) { row.push(cell); rows.push(row) }
  return rows
}
