/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
ssl, tls, certificate, certificates, cert, https = tls cert
# Everyday phrasing of the need behind each operation (issue 39).
certificate expiring, cert expire, ssl expire, padlock, https error, certificate error, ssl error, connection private, certificate invalid, self signed = tls cert info
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
padlock, https warning = certificate
`
