/** Pieces both syntaxes' envelope walkers (`readEnvelopes`) share. */

/** True when a trailer's declared count is not digits or is not the count there is. */
export const countDiffers = (declared: string, actual: number) => !/^\d+$/.test(declared) || Number(declared) !== actual

/**
 * A trailer (UNT/UNE/UNZ, SE/GE/IEA) closes what its header opened; with nothing open it is
 * reported out of place, as `UNZ without an open UNB`.
 */
export function closeWith<S extends { tag: string }>(segment: S, open: unknown, close: (trailer: S) => void, header: string, issue: (code: string, message: string, segment: S) => void): void {
  if (open) close(segment)
  else issue('unexpected_segment', `${segment.tag} without an open ${header}`, segment)
}
