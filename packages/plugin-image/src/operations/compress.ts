import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import { type CompressInput, compressInput } from '../input.ts'

export default defineOperation({
  name: 'compress',
  sources: sourcesInWords('none (sharp; `url` images fetched through core\'s URL guard)'),
  method: 'POST',
  description: 'Compresses and optionally resizes an image (uploaded as base64 or fetched from a public URL) to JPEG, PNG, WebP or AVIF at a chosen quality, upright and without metadata; answers the bytes or JSON with sizes and savings.',
  input: compressInput,
  effects: ['fetch'],
  response: 'binary',
  bodyLimitBytes: 15 * 1024 * 1024, // a 10 MiB image in base64 (about 14 MB)
  keywords: ['compress image', 'shrink jpeg', 'convert to webp', 'convert to avif', 'resize image', 'optimize png', 'reduce image size', 'thumbnail'],
  handler: lazyHandler<CompressInput>(() => import('../compress.ts')),
})
