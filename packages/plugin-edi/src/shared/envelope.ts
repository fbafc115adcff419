/** Pieces both syntaxes' envelope walkers (`readEnvelopes`) share. */

/** True when a trailer's declared count is not digits or is not the count there is. */
export const countDiffers = (declared: string, actual: number) => !/^\d+$/.test(declared) || Number(declared) !== actual

