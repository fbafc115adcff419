/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
hash, hashing, sha, sha256, sha-256, sha1, sha-1, sha512, md5, digest, checksum, hmac, fingerprint = hash compute
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
verify download, file integrity, integrity check, compare checksum, sign webhook, webhook signature, fingerprint file, content hash, file hash, tampered, password hash = hash compute
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
file integrity, tampered download, download corrupted = checksum
`
