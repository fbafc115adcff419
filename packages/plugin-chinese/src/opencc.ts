import { localSource, loadOnce } from '@svc/core'
/** OpenCC converters (opencc-js), built on first use and kept: building one reads its dictionaries. */

export const LOCALES = ['cn', 'tw', 'twp', 'hk', 't', 'jp'] as const
export type Locale = (typeof LOCALES)[number]
export type Convert = (text: string) => string

export const OPENCC_SOURCE = localSource(
  'OpenCC dictionaries via opencc-js (npm)',
  'https://github.com/nk2028/opencc-js',
  'MIT (code), Apache-2.0 (OpenCC data)',
)

const library = loadOnce(() => import('opencc-js'))
const converters = new Map<string, Convert>()

export async function converter(from: Locale, to: Locale): Promise<Convert> {
  if (from === to) return (text) => text
  const key = `${from}>${to}`
  const cached = converters.get(key)
  if (cached) return cached
  const OpenCC = await library()
  const convert = OpenCC.Converter({ from, to })
  converters.set(key, convert)
  return convert
}

/** Splits into code points, so characters outside the BMP count once. */
export const codePoints = (text: string): string[] => Array.from(text)
