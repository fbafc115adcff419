/*
 * Keccak-256 as Ethereum uses it (the original padding, 0x01 ... 0x80; not SHA3-256's 0x06), written
 * from the Keccak reference (FIPS 202's permutation): the state is 25 lanes of 64 bits, lane (x, y) at
 * index x + 5y, read little-endian. Its round constants and rotation offsets are derived here as the
 * specification defines them (rc's LFSR; the (x, y) -> (y, 2x + 3y) walk), not typed in.
 */
#include <stdint.h>
#include <string.h>

static uint64_t keccak_rc[24];
static unsigned keccak_rho[25];
static int keccak_ready;

static uint64_t rotl64(uint64_t value, unsigned by) { return by ? (value << by) | (value >> (64 - by)) : value; }

static void keccak_prepare(void) {
    unsigned lfsr = 1, x = 1, y = 0;
    for (int round = 0; round < 24; round++) {
        uint64_t rc = 0;
        for (int j = 0; j < 7; j++) {
            /* rc(t): bit 0 of the LFSR x^8 + x^6 + x^5 + x^4 + 1, stepped once per t. */
            if (lfsr & 1) rc |= (uint64_t)1 << ((1u << j) - 1);
            lfsr = (lfsr & 0x80) ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1);
        }
        keccak_rc[round] = rc;
    }
    keccak_rho[0] = 0;
    for (unsigned t = 0; t < 24; t++) {
        unsigned next = (2 * x + 3 * y) % 5;
        keccak_rho[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
        x = y;
        y = next;
    }
    keccak_ready = 1;
}

static void keccak_f1600(uint64_t a[25]) {
    uint64_t c[5], d[5], b[25];
    for (int round = 0; round < 24; round++) {
        for (int x = 0; x < 5; x++) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (int x = 0; x < 5; x++) d[x] = c[(x + 4) % 5] ^ rotl64(c[(x + 1) % 5], 1);
        for (int i = 0; i < 25; i++) a[i] ^= d[i % 5];
        /* rho and pi: lane (x, y) rotated goes to (y, 2x + 3y). */
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(a[x + 5 * y], keccak_rho[x + 5 * y]);
        for (int y = 0; y < 25; y += 5)
            for (int x = 0; x < 5; x++) a[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
        a[0] ^= keccak_rc[round];
    }
}

static uint64_t load64(const unsigned char *p) {
    uint64_t value = 0;
    for (int i = 7; i >= 0; i--) value = (value << 8) | p[i];
    return value;
}

/* Absorbs `length` bytes at rate 136 (capacity 512), pads, and writes the first 32 bytes squeezed. */
static void keccak256(const unsigned char *input, size_t length, unsigned char out[32]) {
    enum { RATE = 136 };
    uint64_t a[25] = { 0 };
    unsigned char last[RATE];
    if (!keccak_ready) keccak_prepare();
    for (; length >= RATE; input += RATE, length -= RATE) {
        for (int i = 0; i < RATE / 8; i++) a[i] ^= load64(input + 8 * i);
        keccak_f1600(a);
    }
    memset(last, 0, RATE);
    memcpy(last, input, length);
    last[length] ^= 0x01;
    last[RATE - 1] ^= 0x80;
    for (int i = 0; i < RATE / 8; i++) a[i] ^= load64(last + 8 * i);
    keccak_f1600(a);
    for (int i = 0; i < 32; i++) out[i] = (unsigned char)(a[i / 8] >> (8 * (i % 8)));
}
