import type { PaymentRail, RailDefinition } from './rail.ts'

/**
 * The rails an operator chose (`payments.rails`, `SVC_RAILS`) out of the installed ones, in their
 * order; a definition left out is never created, so it reads no settings and starts nothing. A
 * chosen id no installed rail has is said once at start-up.
 */
export function chosenRails<T extends PaymentRail | RailDefinition>(installed: readonly T[], chosen: readonly string[] | undefined, log: (message: string) => void): T[] {
  if (chosen === undefined) return [...installed]
  const wanted = new Set(chosen)
  for (const id of wanted) if (!installed.some((rail) => rail.id === id)) log(`payments: payments.rails (SVC_RAILS) names ${id}, which is not installed or is off in its own settings`)
  return installed.filter((rail) => wanted.has(rail.id))
}
