/**
 * Rows of a CSV text (RFC 4180): fields separated by commas, quoted fields may hold commas, line breaks and doubled quotes;
 * lines end in CRLF or LF. A trailing empty line is not a row.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[at + 1] === '"') {
        field += '"'
        at++
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

/** Windows-1252's characters for the bytes 0x80-0x9F (where it differs from Latin-1; the five unassigned bytes stay as they are). */
const CP1252_HIGH = [0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178]

/** Text of a download that is UTF-8 (with or without a byte order mark) or, failing that, Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    // Node's 'windows-1252' decoder reads Latin-1, so the bytes 0x80-0x9F are mapped here.
    let text = ''
    for (let at = 0; at < bytes.length; at += 8192) {
      text += String.fromCharCode(...Array.from(bytes.subarray(at, at + 8192), (byte) => (byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80]! : byte)))
    }
    return text
  }
}
