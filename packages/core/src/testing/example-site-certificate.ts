/**
 * The test kit's certificate for the reserved example domains (example.com, .org, .net and their subdomains),
 * valid 2025-01-01 to 2050-01-01, self-signed (O = svc test kit), made once with openssl (P-256):
 * its key is public here on purpose. Only example calls trust it (example-conditions.ts); nothing else does.
 */
export const EXAMPLE_SITE_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIICBDCCAaqgAwIBAgICEAAwCgYIKoZIzj0EAwIwLTEUMBIGA1UEAwwLZXhhbXBs
ZS5jb20xFTATBgNVBAoMDHN2YyB0ZXN0IGtpdDAgFw0yNTAxMDEwMDAwMDBaGA8y
MDUwMDEwMTAwMDAwMFowLTEUMBIGA1UEAwwLZXhhbXBsZS5jb20xFTATBgNVBAoM
DHN2YyB0ZXN0IGtpdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABDgopJR84lFz
7kptp4hyX34awI14ZrKsZJN8Jyl6nXFBYtUslHfSTaWr/uP72AeL98yK3Fqt85l6
zg6AGqMdaymjgbcwgbQwDwYDVR0TAQH/BAUwAwEB/zAOBgNVHQ8BAf8EBAMCAoQw
EwYDVR0lBAwwCgYIKwYBBQUHAwEwXQYDVR0RBFYwVIILZXhhbXBsZS5jb22CDSou
ZXhhbXBsZS5jb22CC2V4YW1wbGUub3Jngg0qLmV4YW1wbGUub3JnggtleGFtcGxl
Lm5ldIINKi5leGFtcGxlLm5ldDAdBgNVHQ4EFgQUaXepjpUbdZqlCXJdpb3zIal3
yg8wCgYIKoZIzj0EAwIDSAAwRQIgNTN+O9PSaZI7l8ab4odzF8eqFgzkssWxSdk2
0qAg6XMCIQDscoCZoXr0biILikSmgSftt1EyF9kZA3Lw4ymMWyaRVQ==
-----END CERTIFICATE-----
`

export const EXAMPLE_SITE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTQK/P0xYbGOZTAC5
6iPCWZY1kFvaZh7vqB023ZCypU6hRANCAAQ4KKSUfOJRc+5KbaeIcl9+GsCNeGay
rGSTfCcpep1xQWLVLJR30k2lq/7j+9gHi/fMitxarfOZes4OgBqjHWsp
-----END PRIVATE KEY-----
`
