/** One file of a ZIP archive: its name, how it is compressed (0 stored, 8 deflate) and its compressed bytes. */
export interface ZipEntry {
  name: string
  method: number
  data: Uint8Array
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
/** ZIP64 writes this in place of a size or offset that does not fit 32 bits. */
const ZIP64 = 0xffffffff

/**
 * Finds the first file whose name `wanted` accepts, as PKWARE's APPNOTE.TXT lays an archive out: the end of
 * central directory record (within the last 64 KB), the central directory it points to (names, methods,
 * compressed sizes, even when the local headers leave sizes to a data descriptor), then the entry's local
 * header, after which its data starts. Undefined when the bytes are no such archive or hold no such file;
 * ZIP64 archives (over 4 GB) are not read.
 */
export function findZipEntry(zip: Uint8Array, wanted: (name: string) => boolean): ZipEntry | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  let end = zip.length - 22
  while (end >= Math.max(0, zip.length - 22 - 0xffff) && u32(end) !== END_OF_DIRECTORY) end--
  if (end < 0 || u32(end) !== END_OF_DIRECTORY) return undefined
  const entries = u16(end + 10)
  let at = u32(end + 16)
  const names = new TextDecoder()
  for (let index = 0; index < entries && at + 46 <= zip.length && u32(at) === DIRECTORY_ENTRY; index++) {
    const nameLength = u16(at + 28)
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength))
    const size = u32(at + 20)
    const local = u32(at + 42)
    if (wanted(name)) {
      if (size === ZIP64 || local === ZIP64 || local + 30 > zip.length || u32(local) !== LOCAL_HEADER) return undefined
      const start = local + 30 + u16(local + 26) + u16(local + 28)
      if (start + size > zip.length) return undefined
      return { name, method: u16(at + 10), data: zip.subarray(start, start + size) }
    }
    at += 46 + nameLength + u16(at + 30) + u16(at + 32)
  }
  return undefined
}
