/**
 * A value made at its first use and kept, so the host starts fast (a table built from a package, a library imported
 * when first needed): `export const iso639 = loadOnce(buildTable)`, then `await iso639()`. The first call starts
 * `load`; every call, concurrent ones too, gets that one promise (a rejected one stays rejected).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => (loading ??= load())
}
