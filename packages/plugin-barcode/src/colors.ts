import { colord, extend } from 'colord'
import namesPlugin from 'colord/plugins/names'

extend([namesPlugin])

/** A color as SVG writes it: `#rrggbb` and an opacity (so no caller text reaches the SVG). */
export interface Paint {
  hex: string
  opacity: number
}

/** Reads a CSS color (hex, rgb(a), hsl(a), a named color) or `transparent`; undefined when it is not one. */
export function parseColor(text: string): Paint | undefined {
  const value = text.trim().toLowerCase()
  if (value === 'transparent') return { hex: '#000000', opacity: 0 }
  const color = colord(value)
  if (!color.isValid()) return undefined
  const { r, g, b, a } = color.toRgb()
  return { hex: colord({ r, g, b }).toHex(), opacity: a }
}

export const isCssColor = (text: string): boolean => parseColor(text) !== undefined
