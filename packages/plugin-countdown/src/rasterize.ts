import type { PathCommand } from 'opentype.js'

/** An 8-bit coverage mask; (left, top) is where its first pixel sits relative to the pen position. */
export interface Mask {
  width: number
  height: number
  left: number
  top: number
  alpha: Uint8Array
}

type Point = [number, number]

/** Flattens a path (y down, as opentype.js gives it) into closed polygons; curves become short segments. */
function polygons(commands: PathCommand[]): Point[][] {
  const out: Point[][] = []
  let current: Point[] = []
  let at: Point = [0, 0]
  const steps = (length: number) => Math.min(64, Math.max(2, Math.ceil(length / 2)))
  for (const command of commands) {
    if (command.type === 'M') {
      if (current.length > 1) out.push(current)
      current = [[command.x, command.y]]
    } else if (command.type === 'L') current.push([command.x, command.y])
    else if (command.type === 'Q') {
      const n = steps(Math.hypot(command.x1 - at[0], command.y1 - at[1]) + Math.hypot(command.x - command.x1, command.y - command.y1))
      for (let i = 1; i <= n; i++) {
        const t = i / n
        const s = 1 - t
        current.push([s * s * at[0] + 2 * s * t * command.x1 + t * t * command.x, s * s * at[1] + 2 * s * t * command.y1 + t * t * command.y])
      }
    } else if (command.type === 'C') {
      const n = steps(Math.hypot(command.x1 - at[0], command.y1 - at[1]) + Math.hypot(command.x2 - command.x1, command.y2 - command.y1) + Math.hypot(command.x - command.x2, command.y - command.y2))
      for (let i = 1; i <= n; i++) {
        const t = i / n
        const s = 1 - t
        current.push([
          s * s * s * at[0] + 3 * s * s * t * command.x1 + 3 * s * t * t * command.x2 + t * t * t * command.x,
          s * s * s * at[1] + 3 * s * s * t * command.y1 + 3 * s * t * t * command.y2 + t * t * t * command.y,
        ])
      }
    } else {
      if (current.length > 1) out.push(current)
      current = []
      continue
    }
    at = current[current.length - 1]!
  }
  if (current.length > 1) out.push(current)
  return out
}

/**
 * Signed-area accumulation: on each scanline an edge adds, as differences between neighbouring
 * cells, the share of each pixel lying right of it (averaged over the edge's height in that row);
 * a running sum along the row then gives each pixel's coverage (non-zero winding, clamped to 1).
 */
function accumulateEdge(acc: Float32Array, stride: number, rows: number, from: Point, to: Point): void {
  if (from[1] === to[1]) return
  const direction = from[1] < to[1] ? 1 : -1
  const [top, bottom] = from[1] < to[1] ? [from, to] : [to, from]
  const slope = (bottom[0] - top[0]) / (bottom[1] - top[1])
  for (let y = Math.max(0, Math.floor(top[1])); y < Math.min(rows, Math.ceil(bottom[1])); y++) {
    const y0 = Math.max(y, top[1])
    const y1 = Math.min(y + 1, bottom[1])
    const h = (y1 - y0) * direction
    const xa = top[0] + (y0 - top[1]) * slope
    const xb = top[0] + (y1 - top[1]) * slope
    const a = Math.min(xa, xb)
    const b = Math.max(xa, xb)
    const row = y * stride
    const first = Math.floor(a)
    const last = Math.floor(b)
    if (first === last) {
      // Within one pixel: the share right of the edge's mean position.
      const inside = (a + b) / 2 - first
      acc[row + first]! += h * (1 - inside)
      acc[row + first + 1]! += h * inside
      continue
    }
    // share(i): pixel i's part right of the edge, averaged along the edge (x runs linearly with y).
    const share = (i: number) => {
      const before = Math.max(0, Math.min(b, i) - a)
      const l = Math.max(a, i)
      const r = Math.min(b, i + 1)
      const within = r > l ? (i + 1) * (r - l) - (r * r - l * l) / 2 : 0
      return (before + within) / (b - a)
    }
    let previous = 0
    for (let i = first; i <= last; i++) {
      const current = share(i)
      acc[row + i]! += h * (current - previous)
      previous = current
    }
    acc[row + last + 1]! += h * (1 - previous)
  }
}

/** Rasterizes an outline to an 8-bit coverage mask. */
export function rasterize(commands: PathCommand[]): Mask {
  const shapes = polygons(commands)
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const shape of shapes) for (const [x, y] of shape) {
    minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y)
  }
  if (shapes.length === 0) return { width: 0, height: 0, left: 0, top: 0, alpha: new Uint8Array(0) }
  const left = Math.floor(minX)
  const top = Math.floor(minY)
  const width = Math.ceil(maxX) - left + 1
  const height = Math.ceil(maxY) - top + 1
  const stride = width + 2
  const acc = new Float32Array(stride * height)
  for (const shape of shapes) {
    for (let i = 0; i < shape.length; i++) {
      const a = shape[i]!
      const b = shape[(i + 1) % shape.length]!
      accumulateEdge(acc, stride, height, [a[0] - left, a[1] - top], [b[0] - left, b[1] - top])
    }
  }
  const alpha = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    let sum = 0
    for (let x = 0; x < width; x++) {
      sum += acc[y * stride + x]!
      alpha[y * width + x] = Math.round(Math.min(1, Math.abs(sum)) * 255)
    }
  }
  return { width, height, left, top, alpha }
}
