/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
hash, hashing, sha, sha256, sha-256, sha1, sha-1, sha512, md5, digest, checksum, hmac, fingerprint = hash compute
`
