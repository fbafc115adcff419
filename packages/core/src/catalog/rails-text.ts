import type { PaymentRail } from '../rails/rail.ts'

/** The rails a caller may pay with, as one phrase: `x402 v2 (USDC on Base or Solana) or MPP`. */
export function payWith(rails: readonly PaymentRail[]): string {
  if (rails.length === 0) return 'no payment rail is installed on this host: trial calls only'
  const titles = rails.map((rail) => rail.discovery?.title ?? rail.id)
  return titles.length === 1 ? titles[0]! : `${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}`
}
