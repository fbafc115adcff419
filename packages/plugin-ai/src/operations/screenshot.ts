import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { webUrl } from '../inputs.ts'
import { precheckUrl } from '../net/precheck.ts'
import { chromiumAvailability } from '@svc/providers/chromium'
import type { ScreenshotInput } from '../screenshot/handler.ts'

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

export default defineOperation({
  name: 'screenshot',
  sources: sourcesInWords('headless Chromium on the host (Debian `chromium`)'),
  method: 'POST',
  description: 'Screenshot of a web page (HTTPS) by headless Chromium on the host: viewport, full page, PNG/JPEG/WebP, wait condition, timeout and device scale factor; ads and trackers blocked by EasyList filters. Answers the raw image with X-svc-Render-Ms and X-svc-Image-Bytes headers.',
  input: v.pipe(
    v.strictObject({
      url: webUrl('https'),
      width: v.optional(int(320, 3840), 1280),
      height: v.optional(int(320, 2160), 720),
      fullPage: v.optional(v.boolean(), false),
      format: v.optional(v.picklist(['png', 'jpeg', 'webp']), 'png'),
      quality: v.optional(int(1, 100)),
      waitUntil: v.optional(v.picklist(['load', 'domcontentloaded', 'networkidle0', 'networkidle2']), 'networkidle2'),
      timeoutMs: v.optional(int(1000, 15_000), 8000),
      deviceScaleFactor: v.optional(int(1, 3), 1),
      blockAds: v.optional(v.boolean(), true),
    }),
    v.forward(v.check((input) => input.quality === undefined || input.format !== 'png', 'applies to JPEG and WebP only'), ['quality']),
  ),
  effects: ['fetch'],
  response: 'binary',
  availableWith: chromiumAvailability,
  keywords: ['website screenshot', 'capture web page', 'render url to image', 'page thumbnail', 'headless browser'],
  // A forbidden address known without a lookup can only fail: the 400 comes before any 402.
  check: (input) => precheckUrl(input.url, 'url'),
  handler: lazyHandler<ScreenshotInput>(() => import('../screenshot/handler.ts')),
})
