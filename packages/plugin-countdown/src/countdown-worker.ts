import type { Rect } from './canvas.ts'
import { createGifWriter } from './encode.ts'
import { forgetGlyphs } from './fonts.ts'
import { frameStates } from './frames.ts'
import type { CountdownJob, CountdownResult } from './job.ts'
import { buildScene } from './scene.ts'
import { TEMPLATES } from './templates.ts'

/**
 * Worker thread: draws every frame of one countdown and encodes the GIF. Only what changes
 * between frames is redrawn and encoded, so a minute at 10 fps costs little more than the first frame.
 */

const union = (a: Rect | undefined, b: Rect): Rect => {
  if (!a) return b
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y }
}

const whole = (rect: Rect, width: number, height: number): Rect => {
  const x = Math.max(0, Math.floor(rect.x))
  const y = Math.max(0, Math.floor(rect.y))
  return { x, y, width: Math.min(width, Math.ceil(rect.x + rect.width)) - x, height: Math.min(height, Math.ceil(rect.y + rect.height)) - y }
}

/** Centiseconds of frame i at `fps`, rounded so that every second adds up to exactly 100. */
const delayOf = (i: number, fps: number) => (Math.round(((i % fps) + 1) * 100 / fps) - Math.round(((i % fps) * 100) / fps)) * 10

export default function renderCountdown(job: CountdownJob): CountdownResult {
  forgetGlyphs()
  const template = TEMPLATES[job.template]
  const states = frameStates(job, template.blink)
  const digitCounts = states[0]!.values.map((value) => value.length)
  const scene = buildScene(job, digitCounts)
  const canvas = { ...scene.base, data: scene.base.data.slice() }
  const first = states[0]!
  const drawAll = () => {
    first.values.forEach((value, i) => scene.drawDigits(canvas, i, value))
    scene.layout.dividers.forEach((_, i) => scene.drawDivider(canvas, i, first.dividersOn))
  }
  if (first.expired && scene.expired) canvas.data.set(scene.expired.data)
  else drawAll()
  const samples = scene.expired && states.some((state) => state.expired) ? [canvas, scene.expired] : [canvas]
  const writer = createGifWriter(job.width, job.height, samples, [job.bg, job.fg, job.labelColor, job.dividerColor], template.scanlines, job.maxBytes)
  writer.add(canvas, undefined, delayOf(0, job.fps))
  for (let i = 1; i < states.length; i++) {
    const [before, now] = [states[i - 1]!, states[i]!]
    let dirty: Rect | undefined
    if (now.expired && scene.expired) {
      if (!before.expired) {
        canvas.data.set(scene.expired.data)
        dirty = { x: 0, y: 0, width: job.width, height: job.height }
      }
    } else {
      now.values.forEach((value, k) => { if (value !== before.values[k]) dirty = union(dirty, scene.drawDigits(canvas, k, value)) })
      if (now.dividersOn !== before.dividersOn) scene.layout.dividers.forEach((_, k) => { dirty = union(dirty, scene.drawDivider(canvas, k, now.dividersOn)) })
    }
    writer.add(canvas, dirty && whole(dirty, job.width, job.height), delayOf(i, job.fps))
  }
  return { gif: writer.finish(), frames: states.length }
}
