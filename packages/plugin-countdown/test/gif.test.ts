import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type DecodedGif, gifOf, pixel } from './_gif.ts'

// Only Date is faked: the handler reads the time once, the worker draws from what it is given.
const NOW = Date.parse('2026-03-01T12:00:00Z')
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterAll(() => vi.useRealTimers())

const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString()

/** Pixels that differ by more than `tolerance` in some channel between two frames (of two GIFs of one size). */
function differing(a: DecodedGif, i: number, b: DecodedGif, j: number, tolerance = 40): number {
  const [x, y] = [a.frames[i]!.rgba, b.frames[j]!.rgba]
  let count = 0
  for (let p = 0; p < x.length; p += 4) if (Math.max(Math.abs(x[p]! - y[p]!), Math.abs(x[p + 1]! - y[p + 1]!), Math.abs(x[p + 2]! - y[p + 2]!)) > tolerance) count++
  return count
}

/** Bounding box of the pixels of exactly one colour in a frame. */
function boxOf(gif: DecodedGif, frame: number, color: number[]) {
  let [x0, y0, x1, y1, count] = [Infinity, Infinity, -1, -1, 0]
  for (let y = 0; y < gif.height; y++) for (let x = 0; x < gif.width; x++) {
    const [r, g, b] = pixel(gif, frame, x, y)
    if (r === color[0] && g === color[1] && b === color[2]) {
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); count++
    }
  }
  return { x0, y0, x1, y1, count }
}

describe('countdown.gif: frames and timing', () => {
  it('has seconds x fps frames of the requested size, never cached, played once', async () => {
    const gif = await gifOf({ endDate: at(3600), seconds: 4, fps: 3, width: 480, height: 160 })
    expect([gif.width, gif.height]).toEqual([480, 160])
    expect(gif.frames).toHaveLength(12)
    expect(gif.frames.map((frame) => frame.delay)).toEqual([33, 34, 33, 33, 34, 33, 33, 34, 33, 33, 34, 33])
    expect(gif.headers.get('cache-control')).toBe('no-store, no-cache, must-revalidate, max-age=0')
    expect(gif.headers.get('x-countdown-frames')).toBe('12')
    expect(gif.loops).toBeNull() // no NETSCAPE loop block: it stops on the last frame
  })

  it('changes once a second: frames within a second are equal, across seconds they differ in the seconds cell only', async () => {
    const gif = await gifOf({ endDate: at(3 * 3600 + 125), seconds: 3, fps: 2 })
    expect(differing(gif, 0, gif, 1, 0)).toBe(0)
    expect(differing(gif, 1, gif, 2)).toBeGreaterThan(50)
    // Between 02:05 and 02:04 only the right quarter (the seconds) changes.
    const a = gif.frames[1]!.rgba
    const b = gif.frames[2]!.rgba
    for (let y = 0; y < gif.height; y++) for (let x = 0; x < gif.width * 0.7; x++) {
      const p = (y * gif.width + x) * 4
      expect(a[p] === b[p] && a[p + 1] === b[p + 1] && a[p + 2] === b[p + 2]).toBe(true)
    }
  })

  it('shows the time counting down: frame k of a countdown equals frame 0 of one ending k seconds sooner', async () => {
    const later = await gifOf({ endDate: at(90_061), seconds: 4 })
    for (const k of [1, 2, 3]) {
      const sooner = await gifOf({ endDate: at(90_061 - k), seconds: 1 })
      expect(differing(later, k, sooner, 0), `frame ${k}`).toBe(0)
      expect(differing(later, k - 1, sooner, 0), `frame ${k - 1}`).toBeGreaterThan(50)
    }
  })

  it('rolls minutes, hours and days over (00:00:00 to 23:59:59 of the day before)', async () => {
    const gif = await gifOf({ endDate: at(86_400 + 0.5), seconds: 2 })
    const changedColumns = new Set<number>()
    const [a, b] = [gif.frames[0]!.rgba, gif.frames[1]!.rgba]
    for (let p = 0; p < a.length; p += 4) if (a[p] !== b[p]) changedColumns.add(((p / 4) % gif.width) / gif.width > 0.5 ? 1 : 0)
    expect([...changedColumns].sort()).toEqual([0, 1]) // days and hours on the left change as well as minutes and seconds
  })

  it('blinks the dividers at fps >= 2 in the neon and retro templates', async () => {
    const neon = await gifOf({ endDate: at(3600), template: 'neon', seconds: 2, fps: 2 })
    expect(differing(neon, 0, neon, 1)).toBeGreaterThan(20)
    const steady = await gifOf({ endDate: at(3600), template: 'neon', seconds: 2, fps: 1 })
    expect(steady.frames).toHaveLength(2)
  })
})

describe('countdown.gif: the end', () => {
  it('shows the expired text once the end has passed, from the frame where it passes', async () => {
    const passing = await gifOf({ endDate: at(2.5), seconds: 5, expiredText: 'Sale ended' })
    const past = await gifOf({ endDate: at(-60), seconds: 2, expiredText: 'Sale ended' })
    expect(differing(past, 0, past, 1, 0)).toBe(0)
    expect(differing(passing, 2, past, 0)).toBeGreaterThan(50) // 00:00:00:00 still counts
    expect(differing(passing, 3, past, 0)).toBe(0)
    expect(differing(passing, 4, past, 0)).toBe(0)
  })

  it('shows zeros after the end when there is no expired text', async () => {
    const zeros = await gifOf({ endDate: at(0.5), seconds: 3 })
    expect(differing(zeros, 0, zeros, 1, 0)).toBe(0)
    expect(differing(zeros, 1, zeros, 2, 0)).toBe(0)
    const past = await gifOf({ endDate: '2020-01-01T00:00:00Z', seconds: 1 })
    expect(differing(zeros, 0, past, 0)).toBe(0)
  })
})

describe('countdown.gif: options', () => {
  const end = at(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)

  it('paints the exact colours given', async () => {
    const gif = await gifOf({ endDate: end, seconds: 1, template: 'minimal', bg: '#102030', fg: 'rgb(250, 200, 10)', labelColor: 'hsl(120, 100%, 50%)', dividerColor: 'red' })
    expect(pixel(gif, 0, 0, 0)).toEqual([16, 32, 48])
    expect(boxOf(gif, 0, [250, 200, 10]).count).toBeGreaterThan(500)
    expect(boxOf(gif, 0, [0, 255, 0]).count).toBeGreaterThan(50)
    expect(boxOf(gif, 0, [255, 0, 0]).count).toBeGreaterThan(20)
  })

  it('takes empty colours as the template\'s (the spec gives only a maximum)', async () => {
    const empty = await gifOf({ endDate: end, seconds: 1, template: 'neon', bg: '', fg: '', labelColor: ' ', dividerColor: '' })
    const plain = await gifOf({ endDate: end, seconds: 1, template: 'neon' })
    expect(empty.frames[0]!.rgba).toEqual(plain.frames[0]!.rgba)
  })

  it('moves the digits by digitPaddingY and the labels by labelPaddingY', async () => {
    const base = { endDate: end, seconds: 1, template: 'minimal', fg: '#000000', labelColor: '#ff0000', padding: 0, height: 300 }
    const plain = await gifOf(base)
    const lowered = await gifOf({ ...base, digitPaddingY: 20, labelPaddingY: 30 })
    expect(boxOf(lowered, 0, [0, 0, 0]).y0 - boxOf(plain, 0, [0, 0, 0]).y0).toBe(8) // +20, and the block re-centres: 24 px taller, 12 px up
    expect(boxOf(lowered, 0, [255, 0, 0]).y0 - boxOf(plain, 0, [255, 0, 0]).y0).toBe(12) // labels: +24 down, block up by 12
  })

  it('scales with digitFontSize, labelFontSize, letterSpacing and cellPadding', async () => {
    const base = { endDate: end, seconds: 1, template: 'minimal', fg: '#000000', labelColor: '#ff0000', width: 1600, height: 800 }
    const width = async (extra: Record<string, number>, color: number[]) => {
      const box = boxOf(await gifOf({ ...base, ...extra }), 0, color)
      return box.x1 - box.x0
    }
    expect(await width({ digitFontSize: 120 }, [0, 0, 0])).toBeGreaterThan(await width({ digitFontSize: 60 }, [0, 0, 0]))
    expect(await width({ letterSpacing: 20 }, [0, 0, 0])).toBeGreaterThan(await width({ letterSpacing: 0 }, [0, 0, 0]))
    expect(await width({ cellPadding: 60 }, [0, 0, 0])).toBeGreaterThan(await width({ cellPadding: 0 }, [0, 0, 0]))
    const labels = async (size: number) => boxOf(await gifOf({ ...base, labelFontSize: size }), 0, [255, 0, 0])
    expect((await labels(40)).y1 - (await labels(40)).y0).toBeGreaterThan((await labels(12)).y1 - (await labels(12)).y0)
  })

  it('shrinks everything to fit the width and height less the padding', async () => {
    const wide = boxOf(await gifOf({ endDate: end, seconds: 1, template: 'minimal', fg: '#000000', width: 400, digitFontSize: 300, padding: 0 }), 0, [0, 0, 0])
    expect(wide.x0).toBeGreaterThanOrEqual(0)
    const padded = boxOf(await gifOf({ endDate: end, seconds: 1, template: 'minimal', fg: '#000000', width: 400, height: 400, digitFontSize: 300, padding: 100 }), 0, [0, 0, 0])
    expect(padded.x0).toBeGreaterThanOrEqual(100)
    expect(padded.x1).toBeLessThan(300)
  })

  it('draws three cells without days (hours past 24) and none of the labels when asked', async () => {
    const panels = (gif: DecodedGif) => {
      const row = Math.round(gif.height / 2 - 50) // above the digits, inside the panels
      let runs = 0
      for (let x = 1; x < gif.width; x++) if (pixel(gif, 0, x, row).join() !== pixel(gif, 0, x - 1, row).join() && pixel(gif, 0, x, row).join() !== pixel(gif, 0, 0, row).join() && pixel(gif, 0, x - 1, row).join() === pixel(gif, 0, 0, row).join()) runs++
      return runs
    }
    expect(panels(await gifOf({ endDate: end, seconds: 1, height: 240 }))).toBe(4)
    expect(panels(await gifOf({ endDate: end, seconds: 1, height: 240, showDays: false }))).toBe(3)
    const labelled = boxOf(await gifOf({ endDate: end, seconds: 1, labelColor: '#ff0000' }), 0, [255, 0, 0])
    expect(labelled.count).toBeGreaterThan(50)
    expect(boxOf(await gifOf({ endDate: end, seconds: 1, labelColor: '#ff0000', showLabels: '0' }), 0, [255, 0, 0]).count).toBe(0)
  })

  it('uses the fonts, weight, divider and label texts asked for', async () => {
    const base = { endDate: end, seconds: 1, template: 'minimal', fg: '#000000' }
    const ink = async (extra: Record<string, string>) => boxOf(await gifOf({ ...base, ...extra }), 0, [0, 0, 0]).count
    expect(await ink({ digitWeight: 'bold' })).toBeGreaterThan((await ink({ digitWeight: 'regular' })) * 1.3)
    const mono = await gifOf({ ...base, digitFont: 'mono' })
    const sans = await gifOf({ ...base, digitFont: 'sans' })
    expect(differing(mono, 0, sans, 0)).toBeGreaterThan(200)
    const bars = await gifOf({ ...base, dividerChar: '|', dividerColor: '#ff0000' })
    const colons = await gifOf({ ...base, dividerChar: ':', dividerColor: '#ff0000' })
    expect(boxOf(bars, 0, [255, 0, 0]).count).not.toBe(boxOf(colons, 0, [255, 0, 0]).count)
    const tage = await gifOf({ ...base, labelDays: 'TAGE', labelColor: '#ff0000' })
    const days = await gifOf({ ...base, labelColor: '#ff0000' })
    expect(differing(tage, 0, days, 0)).toBeGreaterThan(20)
  })

  it.each(['default', 'minimal', 'neon', 'retro', 'corporate'])('draws the %s template in its own colours', async (template) => {
    const gif = await gifOf({ endDate: end, seconds: 1, template })
    const corner = pixel(gif, 0, 0, 0)
    expect(corner).toEqual({ default: [15, 23, 42], minimal: [255, 255, 255], neon: [10, 10, 18], retro: [27, 18, 0], corporate: [241, 245, 249] }[template])
  })
})
