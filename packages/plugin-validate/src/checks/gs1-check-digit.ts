/** GS1 mod-10 check digit of the digits before it (GTIN, GLN, SSCC): weights 3 and 1 alternate from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(body.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10
}
