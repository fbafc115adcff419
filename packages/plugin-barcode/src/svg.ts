import type { Paint } from './colors.ts'
import type { GradientPaint, LogoPlacement, RenderJob } from './job.ts'
import type { Box, Layout } from './layout.ts'
import { modulesPath } from './shapes.ts'

const num = (value: number) => String(Math.round(value * 1000) / 1000)
const fillOf = (paint: Paint) => `fill="${paint.hex}"${paint.opacity < 1 ? ` fill-opacity="${num(paint.opacity)}"` : ''}`

function gradientDef(gradient: GradientPaint, { gradient: g }: Layout): string {
  const stops = gradient.stops.map((stop) => `<stop offset="${num(stop.offset)}" stop-color="${stop.paint.hex}"${stop.paint.opacity < 1 ? ` stop-opacity="${num(stop.paint.opacity)}"` : ''}/>`).join('')
  if (gradient.type === 'radial') return `<radialGradient id="fg" gradientUnits="userSpaceOnUse" cx="${num(g.cx)}" cy="${num(g.cy)}" r="${num(g.r)}">${stops}</radialGradient>`
  const rotate = gradient.rotation ? ` gradientTransform="rotate(${num(gradient.rotation)} ${num(g.cx)} ${num(g.cy)})"` : ''
  return `<linearGradient id="fg" gradientUnits="userSpaceOnUse" x1="${num(g.x1)}" y1="${num(g.cy)}" x2="${num(g.x2)}" y2="${num(g.cy)}"${rotate}>${stops}</linearGradient>`
}

function logoElements(logo: LogoPlacement, box: Box, unitsPerPixel: number): string {
  const pad = logo.padding * unitsPerPixel
  const radius = Math.min(logo.cornerRadius * unitsPerPixel, box.side / 2)
  const backdrop = logo.background.opacity > 0
    ? `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.side)}" height="${num(box.side)}"${radius ? ` rx="${num(radius)}"` : ''} ${fillOf(logo.background)}/>`
    : ''
  const inner = num(box.side - 2 * pad)
  return `${backdrop}<image x="${num(box.x + pad)}" y="${num(box.y + pad)}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" xlink:href="${logo.href}"/>`
}

/** The code as an SVG document: background, dark modules in the chosen style and paint, then the logo. */
export function renderSvg(job: RenderJob, layout: Layout, rows: number, columns: number): string {
  const { unitsWide, unitsHigh } = layout
  const d = modulesPath({ columns, rows }, layout.filled, job.modules, job.margin, layout.keep)
  const gradient = 'type' in job.foreground ? job.foreground : undefined
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${unitsWide} ${unitsHigh}" shape-rendering="${job.modules === 'square' ? 'crispEdges' : 'geometricPrecision'}">`,
  ]
  if (gradient) parts.push(`<defs>${gradientDef(gradient, layout)}</defs>`)
  if (job.background.opacity > 0) parts.push(`<rect width="${unitsWide}" height="${unitsHigh}" ${fillOf(job.background)}/>`)
  parts.push(`<path ${gradient ? 'fill="url(#fg)"' : fillOf(job.foreground as Paint)} d="${d}"/>`)
  if (job.logo && layout.logo) parts.push(logoElements(job.logo, layout.logo, unitsWide / layout.width))
  parts.push('</svg>')
  return parts.join('')
}
