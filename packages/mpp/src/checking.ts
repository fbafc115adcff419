import type { StateStore } from '@svc/core'

/** How long one copy of a credential may be checked before another copy may be: beyond any facilitator's answer. */
const CHECKING_MS = 30_000

/**
 * One check at a time per credential, across the hosts sharing `state`. Copies of one credential sent
 * at once are decided here, before the facilitator is asked: one is checked, the others are refused as
 * in use (as the reservation after the check would refuse them), so they never queue at the facilitator,
 * where under load they waited past its timeout and answered 503 instead. `done` lets the next copy be
 * checked (after a refusal, or once the checked one is reserved); undefined when another request is
 * checking it now.
 */
export async function startChecking(state: StateStore, key: string): Promise<{ done(): Promise<void> } | undefined> {
  const marker = `mpp:checking:${key}`
  const owner = crypto.randomUUID()
  if (!(await state.setIfAbsent(marker, owner, { ttlMs: CHECKING_MS }))) return undefined
  let finished = false
  return {
    async done() {
      if (finished) return
      finished = true
      await state.deleteIfEquals(marker, owner).catch(() => {})
    },
  }
}
