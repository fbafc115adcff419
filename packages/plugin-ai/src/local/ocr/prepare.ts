import { invalidField } from '@svc/core'
import sharp from 'sharp'

/** The most pixels the local engine reads: a 4096 x 4096 page (a 12 MP phone photo fits). */
export const MAX_OCR_PIXELS = 4096 * 4096

/**
 * The caller's image as the greyscale PNG tesseract reads: upright by its EXIF orientation,
 * the first frame of an animation. Dimensions are read from the header before anything is
 * decoded, so a small file that unpacks into a huge bitmap is refused (400 `too_large`).
 */
export async function prepareForOcr(bytes: Buffer, field: string): Promise<{ png: Buffer; width: number; height: number }> {
  let width = 0
  let height = 0
  let density: number | undefined
  try {
    ;({ width, height, density } = await sharp(bytes).metadata())
  } catch {
    throw invalidField(field, 'the image could not be decoded', { reason: 'undecodable' })
  }
  if (width * height > MAX_OCR_PIXELS) {
    throw invalidField(field, `the image is ${width} x ${height} pixels; the local OCR engine reads at most ${MAX_OCR_PIXELS.toLocaleString('en-US')} pixels`, { reason: 'too_large' })
  }
  try {
    const png = await sharp(bytes, { limitInputPixels: MAX_OCR_PIXELS }).rotate().greyscale()
      // Tesseract takes an image without a plausible resolution as 70 dpi, with a warning on stderr: said here.
      .withDensity(density && density >= 70 ? density : 70)
      .png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true })
    return { png: png.data, width: png.info.width, height: png.info.height }
  } catch {
    throw invalidField(field, 'the image could not be decoded', { reason: 'undecodable' })
  }
}
