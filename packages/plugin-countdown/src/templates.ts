import type { Family, Weight } from './fonts.ts'

export type TemplateName = 'default' | 'minimal' | 'neon' | 'retro' | 'corporate'

export interface Template {
  /** Colours used where the caller gives none. */
  bg: string
  fg: string
  labelColor: string
  dividerColor: string
  digitFont: Family
  labelFont: Family
  digitWeight: Weight
  /** none; filled: a panel in a shade between bg and fg; card: a light panel with a border. */
  cells: 'none' | 'filled' | 'card'
  /** Corner radius of the panels, as a share of their height. */
  radius: number
  /** Neon: digits glow in their colour. */
  glow: boolean
  /** Retro: every third pixel row darker, like a CRT. */
  scanlines: boolean
  /** With fps of 2 or more the dividers blink (shown the first half of each second). */
  blink: boolean
}

export const TEMPLATES: Record<TemplateName, Template> = {
  default: { bg: '#0f172a', fg: '#f8fafc', labelColor: '#94a3b8', dividerColor: '#64748b', digitFont: 'sans', labelFont: 'sans', digitWeight: 'bold', cells: 'filled', radius: 0.12, glow: false, scanlines: false, blink: false },
  minimal: { bg: '#ffffff', fg: '#111827', labelColor: '#6b7280', dividerColor: '#9ca3af', digitFont: 'sans', labelFont: 'sans', digitWeight: 'regular', cells: 'none', radius: 0, glow: false, scanlines: false, blink: false },
  neon: { bg: '#0a0a12', fg: '#22d3ee', labelColor: '#c084fc', dividerColor: '#f472b6', digitFont: 'mono', labelFont: 'mono', digitWeight: 'bold', cells: 'none', radius: 0, glow: true, scanlines: false, blink: true },
  retro: { bg: '#1b1200', fg: '#ffb000', labelColor: '#b37b00', dividerColor: '#ffb000', digitFont: 'mono', labelFont: 'mono', digitWeight: 'regular', cells: 'none', radius: 0, glow: false, scanlines: true, blink: true },
  corporate: { bg: '#f1f5f9', fg: '#0f172a', labelColor: '#475569', dividerColor: '#94a3b8', digitFont: 'sans', labelFont: 'sans', digitWeight: 'bold', cells: 'card', radius: 0.08, glow: false, scanlines: false, blink: false },
}
