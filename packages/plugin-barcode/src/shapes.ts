import type { ModuleStyle } from './job.ts'

/** Which modules are drawn: dark and not under the logo. */
export type Filled = (x: number, y: number) => boolean
type Grid = { columns: number; rows: number }

/** Radius of a dot, in modules. */
export const DOT_RADIUS = 0.45

/**
 * Rounded style: a corner of a module is rounded (radius half a module) when neither neighbour
 * on that corner's two sides is dark, so runs join into smooth shapes and lone modules become circles.
 * Answers [top-left, top-right, bottom-right, bottom-left].
 */
export function roundedCorners(filled: Filled, x: number, y: number): [boolean, boolean, boolean, boolean] {
  const up = filled(x, y - 1)
  const down = filled(x, y + 1)
  const left = filled(x - 1, y)
  const right = filled(x + 1, y)
  return [!up && !left, !up && !right, !down && !right, !down && !left]
}

/** Squares, each horizontal run of dark modules as one rectangle: `M x y h n v 1 h -n z`. */
function squares(grid: Grid, filled: Filled, offset: number): string {
  const parts: string[] = []
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.columns; x++) {
      if (!filled(x, y)) continue
      let end = x
      while (filled(end + 1, y)) end++
      parts.push(`M${x + offset} ${y + offset}h${end - x + 1}v1h${x - end - 1}z`)
      x = end
    }
  }
  return parts.join('')
}

/** Each dark module with its free corners rounded (see roundedCorners). */
function rounded(grid: Grid, filled: Filled, offset: number, only?: (x: number, y: number) => boolean): string {
  const parts: string[] = []
  const arc = (radius: number, dx: number, dy: number) => (radius ? `a.5 .5 0 0 1 ${dx} ${dy}` : '')
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.columns; x++) {
      if (!filled(x, y) || (only && !only(x, y))) continue
      const [tl, tr, br, bl] = roundedCorners(filled, x, y).map((round) => (round ? 0.5 : 0)) as [number, number, number, number]
      parts.push(`M${x + offset + tl} ${y + offset}h${1 - tl - tr}${arc(tr, 0.5, 0.5)}v${1 - tr - br}${arc(br, -0.5, 0.5)}h${-(1 - br - bl)}${arc(bl, -0.5, -0.5)}v${-(1 - bl - tl)}${arc(tl, 0.5, -0.5)}z`)
    }
  }
  return parts.join('')
}

/** Dots: a circle per module; `keep` modules (finder patterns) are drawn rounded so scanners still lock on. */
function dots(grid: Grid, filled: Filled, offset: number, keep: (x: number, y: number) => boolean): string {
  const parts: string[] = [rounded(grid, filled, offset, keep)]
  const r = DOT_RADIUS
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.columns; x++) {
      if (!filled(x, y) || keep(x, y)) continue
      parts.push(`M${x + offset + 0.5 - r} ${y + offset + 0.5}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`)
    }
  }
  return parts.join('')
}

/** The path data of the dark modules, in module units shifted by the quiet zone. */
export function modulesPath(grid: Grid, filled: Filled, style: ModuleStyle, offset: number, keep: (x: number, y: number) => boolean): string {
  if (style === 'square') return squares(grid, filled, offset)
  if (style === 'rounded') return rounded(grid, filled, offset)
  return dots(grid, filled, offset, keep)
}
