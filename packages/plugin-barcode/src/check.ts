import { invalidField } from '@svc/core'
import type { BarcodeInput } from './input.ts'
import { logoSource } from './logo-source.ts'
import { payloadOf } from './payload.ts'

/** Options that only some formats have are refused rather than ignored. */
function checkFormatOptions(input: BarcodeInput): void {
  if (input.format === 'qr') return
  if (input.errorCorrection) throw invalidField('errorCorrection', `applies to qr codes only (${input.format} chooses its own error correction)`)
  if (input.style?.logo) throw invalidField('style.logo', `logos are placed on qr codes only, whose error correction restores the modules under them (not ${input.format})`)
  if (input.format === 'pdf417' && input.style?.modules === 'dots') throw invalidField('style.modules', 'dots break the bars of pdf417; use square or rounded')
}

/**
 * barcode.generate's check: what can only fail, refused before payment without rendering or
 * fetching anything: options of another format, a payload that cannot be written (an event ending
 * before it starts, a BTC amount finer than a satoshi...), a logo source of the wrong form.
 */
export function checkBarcode(input: BarcodeInput): void {
  checkFormatOptions(input)
  payloadOf(input.data)
  if (input.style?.logo) logoSource(input.style.logo.source)
}
