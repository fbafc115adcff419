/**
 * An upstream request's `accept` for a list that comes with its count, where the provider may leave the list out
 * when nothing matches: a count above `skipped` (the rows before the asked page) with no list is an answer cut
 * short, refused (a 502, never cached) rather than kept as "none" for the cache's lifetime. `read` picks the count
 * and the list from the answer (as its `schema` read it); `what` names the rows in the refusal
 * ("counts 4 companies but lists none").
 */
export function listedWhenCounted<T>(read: (data: T) => { count: number | string; list: unknown }, what: string, skipped = 0): (data: unknown) => true | string {
  const accept = (data: unknown): true | string => {
    const { count, list } = read(data as T)
    return list !== undefined || Number(count) <= skipped || `counts ${count} ${what} but lists none`
  }
  // A verdict is kept under the accept's name and source text; this closure's text is the same for every use of the
  // kit, so its name carries what tells one use from another.
  return Object.defineProperty(accept, 'name', { value: `listedWhenCounted(${read}, ${JSON.stringify(what)}, ${skipped})` })
}
