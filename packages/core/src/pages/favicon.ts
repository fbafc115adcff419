/**
 * A 16x16 favicon drawn here (a blue disc), encoded as an ICO holding one 32-bit BMP:
 * no binary file to ship, no third-party asset.
 */
export function favicon(): Uint8Array {
  const size = 16
  const pixels = size * size * 4
  const mask = size * 4 // 1-bit AND mask, rows padded to 4 bytes
  const image = 40 + pixels + mask
  const bytes = Buffer.alloc(6 + 16 + image)
  bytes.writeUInt16LE(1, 2) // type: icon
  bytes.writeUInt16LE(1, 4) // one image
  bytes.writeUInt8(size, 6)
  bytes.writeUInt8(size, 7)
  bytes.writeUInt16LE(1, 10) // planes
  bytes.writeUInt16LE(32, 12) // bits per pixel
  bytes.writeUInt32LE(image, 14)
  bytes.writeUInt32LE(22, 18) // offset of the image
  bytes.writeUInt32LE(40, 22) // BITMAPINFOHEADER
  bytes.writeInt32LE(size, 26)
  bytes.writeInt32LE(size * 2, 30) // height counts the mask too
  bytes.writeUInt16LE(1, 34)
  bytes.writeUInt16LE(32, 36)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - 7.5) ** 2 + (y - 7.5) ** 2 <= 7.5 ** 2
      const at = 62 + (y * size + x) * 4 // rows bottom-up; the disc is symmetric
      bytes.set(inside ? [0xd6, 0x57, 0x24, 0xff] : [0, 0, 0, 0], at) // BGRA
    }
  }
  return new Uint8Array(bytes)
}
