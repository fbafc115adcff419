import { binary, type OperationContext } from '@svc/core'
import type { Rgb } from './canvas.ts'
import { type CountdownInput, endTime, rgbaOf } from './input.ts'
import type { CountdownJob } from './job.ts'
import { countdownPool } from './pool.ts'
import { TEMPLATES } from './templates.ts'

/** Largest GIF answered (10 MiB; the largest options give about 1.5 MB); tests lower it. */
export const limits = { maxGifBytes: 10 * 1024 * 1024 }

/** Colours over the background (GIF pixels are opaque); the background itself must be opaque. */
function colors(input: CountdownInput): Pick<CountdownJob, 'bg' | 'fg' | 'labelColor' | 'dividerColor'> {
  const template = TEMPLATES[input.template]
  // Opaque: the input refuses a translucent bg, and the templates' are.
  const bg = rgbaOf(input.bg ?? template.bg)
  const over = (text: string): Rgb => {
    const { rgb, alpha } = rgbaOf(text)
    return [0, 1, 2].map((i) => Math.round(bg.rgb[i]! + (rgb[i]! - bg.rgb[i]!) * alpha)) as Rgb
  }
  return { bg: bg.rgb, fg: over(input.fg ?? template.fg), labelColor: over(input.labelColor ?? template.labelColor), dividerColor: over(input.dividerColor ?? template.dividerColor) }
}

export default async function countdownGif({ input, signal }: OperationContext<CountdownInput>) {
  const template = TEMPLATES[input.template]
  const job: CountdownJob = {
    remainingMs: endTime(input.endDate) - Date.now(),
    seconds: input.seconds,
    fps: input.fps,
    width: input.width,
    height: input.height,
    padding: input.padding,
    cellPadding: input.cellPadding,
    digitFontSize: input.digitFontSize,
    labelFontSize: input.labelFontSize,
    labelPaddingY: input.labelPaddingY,
    digitPaddingY: input.digitPaddingY,
    letterSpacing: input.letterSpacing,
    ...colors(input),
    template: input.template,
    digitFont: input.digitFont ?? template.digitFont,
    labelFont: input.labelFont ?? template.labelFont,
    digitWeight: input.digitWeight ?? template.digitWeight,
    showLabels: input.showLabels,
    showDays: input.showDays,
    dividerChar: input.dividerChar,
    expiredText: input.expiredText,
    labels: [input.labelDays, input.labelHours, input.labelMinutes, input.labelSeconds],
    maxBytes: limits.maxGifBytes,
  }
  const { gif, frames } = await countdownPool.run(job, { field: 'seconds', signal })
  return binary(gif, 'image/gif', {
    // A countdown is only right at the moment it is drawn.
    'cache-control': 'no-store, no-cache, must-revalidate, max-age=0',
    pragma: 'no-cache',
    expires: '0',
    'x-countdown-frames': String(frames),
  })
}
