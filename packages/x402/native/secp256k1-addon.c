/*
 * A Node-API addon over a current libsecp256k1 (safegcd inverses), compiled with it as one unit
 * by native/build.mjs from the sources the `secp256k1-wasm` npm package ships. Three functions,
 * each writing into buffers the caller owns (no allocation per call but a key's comb, kept per thread):
 *   recover(sig64, recid, digest32, out64)     the signer's public key x||y, as ecrecover finds it
 *   signedByKey(sig64, recid, digest32, key64) whether ecrecover would return that key (below)
 *   keccak256(input, out32)                    Keccak-256 (Ethereum's, not SHA3-256)
 * and combStats(), how many keys this thread keeps a comb of and how many checks it made on one (tests).
 * The JavaScript side (src/secp256k1-native.ts) checks lengths, the recovery id (0 or 1) and low s.
 */
#include <node_api.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "src/secp256k1.c"
#include "keccak.h"

static secp256k1_context *ctx;

/*
 * Combs: a point's multiples j 2^(w i) P (j = 1 .. 2^(w-1)) for every window i of a scalar written in
 * signed digits of w bits, affine. k P is then one mixed addition per non-zero digit and no doubling:
 * some 76 additions for u1 G + u2 Q against libsecp256k1's 128 doublings and ~60 additions. G's comb is
 * built once (270 KB); a key's (88 KB) once it has signed KEY_USES checks in a row on this thread (key_comb).
 */
#define G_BITS 8
#define Q_BITS 6
#define WINDOWS(w) (256 / (w) + 1)
#define POINTS(w) (WINDOWS(w) << ((w) - 1))
/* Keys whose combs a thread keeps (direct-mapped by the key's first bytes): at most 22 MB a thread. */
#define KEY_SLOTS 256
#define KEY_USES 4
#define KEY_USES_TO_TAKE 32

static secp256k1_ge_storage *g_comb;
static pthread_once_t g_comb_once = PTHREAD_ONCE_INIT;

/* Fills `out` (POINTS(w) points) with P's comb; false when out of memory. */
static int comb_of(secp256k1_ge_storage *out, const secp256k1_ge *p, int w) {
    size_t per = (size_t)1 << (w - 1), count = POINTS(w), i, j;
    secp256k1_gej *jacobian = malloc(sizeof(secp256k1_gej) * count);
    secp256k1_ge *affine = malloc(sizeof(secp256k1_ge) * count);
    secp256k1_gej base;
    int ok = jacobian != NULL && affine != NULL;
    if (ok) {
        secp256k1_gej_set_ge(&base, p);
        for (i = 0; i < (size_t)WINDOWS(w); i++) {
            jacobian[i * per] = base;
            for (j = 1; j < per; j++) secp256k1_gej_add_var(&jacobian[i * per + j], &jacobian[i * per + j - 1], &base, NULL);
            /* The next window's base, 2^w times this one's: twice its last multiple, 2^(w-1) base. */
            secp256k1_gej_double_var(&base, &jacobian[i * per + per - 1], NULL);
        }
        /* One field inversion for all of them. */
        secp256k1_ge_set_all_gej_var(affine, jacobian, count);
        for (i = 0; i < count; i++) secp256k1_ge_to_storage(&out[i], &affine[i]);
    }
    free(jacobian);
    free(affine);
    return ok;
}

static void build_g_comb(void) {
    secp256k1_ge_storage *comb = malloc(sizeof(secp256k1_ge_storage) * POINTS(G_BITS));
    if (comb && comb_of(comb, &secp256k1_ge_const_g, G_BITS)) g_comb = comb;
    else free(comb);
}

/* acc += k P with P's comb of w bits: k's signed digits (each in -2^(w-1) .. 2^(w-1)) pick the multiples. */
static void add_comb(secp256k1_gej *acc, const secp256k1_ge_storage *comb, const secp256k1_scalar *k, int w) {
    int i, carry = 0, per = 1 << (w - 1);
    secp256k1_ge point;
    for (i = 0; i < WINDOWS(w); i++) {
        unsigned int offset = (unsigned int)(i * w), count = offset + w > 256 ? 256 - offset : (unsigned int)w;
        /* The last window holds at most 2^(w-1) with its carry, so no carry is left over. */
        int digit = (count ? (int)secp256k1_scalar_get_bits_var(k, offset, count) : 0) + carry;
        carry = digit > per;
        if (carry) digit -= 1 << w;
        if (digit == 0) continue;
        secp256k1_ge_from_storage(&point, &comb[i * per + (digit < 0 ? -digit : digit) - 1]);
        if (digit < 0) secp256k1_ge_neg(&point, &point);
        secp256k1_gej_add_ge_var(acc, acc, &point, NULL);
    }
}

/*
 * A thread's (Node environment's) combs of the keys it checks most. A key gets the comb of an empty slot
 * after KEY_USES checks in a row there; it takes a slot from another key only after KEY_USES_TO_TAKE checks
 * in a row (any check of the holder's in between starts the count again), so two keys sharing a slot do not
 * rebuild their combs in turn (a build is some 0.6 ms: 30 checks' saving).
 */
typedef struct {
    unsigned char key[64];
    secp256k1_ge_storage *comb;
    unsigned char candidate[64];
    unsigned int uses;
} key_slot;

typedef struct {
    key_slot slots[KEY_SLOTS];
    /* Checks answered on a comb (tests: that the combs are used). */
    double checks;
} key_combs;

static void free_key_combs(napi_env env, void *data, void *hint) {
    key_combs *combs = data;
    size_t i;
    (void)env;
    (void)hint;
    for (i = 0; i < KEY_SLOTS; i++) free(combs->slots[i].comb);
    free(combs);
}

/* The comb of `key64` (the point `q`) when its slot holds it or it has earned it now; else NULL. */
static const secp256k1_ge_storage *key_comb(key_combs *combs, const unsigned char *key64, const secp256k1_ge *q) {
    key_slot *slot;
    secp256k1_ge_storage *comb;
    if (!combs) return NULL;
    slot = &combs->slots[(key64[0] | key64[1] << 8) % KEY_SLOTS];
    if (slot->comb && memcmp(slot->key, key64, 64) == 0) {
        slot->uses = 0;
        combs->checks++;
        return slot->comb;
    }
    if (memcmp(slot->candidate, key64, 64) != 0) {
        memcpy(slot->candidate, key64, 64);
        slot->uses = 0;
    }
    if (++slot->uses < (slot->comb ? KEY_USES_TO_TAKE : KEY_USES)) return NULL;
    comb = malloc(sizeof(secp256k1_ge_storage) * POINTS(Q_BITS));
    if (!comb || !comb_of(comb, q, Q_BITS)) {
        free(comb);
        return NULL;
    }
    free(slot->comb);
    slot->comb = comb;
    memcpy(slot->key, key64, 64);
    slot->uses = 0;
    combs->checks++;
    return comb;
}

/*
 * ecrecover(digest, v, r, s) = r^-1 (s R - e G), R the point with x = r and y's parity v. It equals Q
 * exactly when R = s^-1 (e G + r Q): the point verification computes. So Q is the key recovered
 * when that point is not infinity, its x is r (not r + n: recovery ids 2 and 3 are not taken) and
 * its y's parity is the recovery id. A recovery without the square root that finds R's y.
 */
static int signed_by_key(const unsigned char *sig64, int recid, const unsigned char *digest32, const unsigned char *key64, key_combs *combs) {
    secp256k1_scalar r, s, m, sn, u1, u2;
    secp256k1_ge q, point;
    secp256k1_gej qj, pointj;
    const secp256k1_ge_storage *q_comb;
    unsigned char key65[65], x[32];
    int overflow = 0;
    if (recid != 0 && recid != 1) return 0;
    secp256k1_scalar_set_b32(&r, sig64, &overflow);
    if (overflow || secp256k1_scalar_is_zero(&r)) return 0;
    secp256k1_scalar_set_b32(&s, sig64 + 32, &overflow);
    if (overflow || secp256k1_scalar_is_zero(&s)) return 0;
    key65[0] = 0x04;
    memcpy(key65 + 1, key64, 64);
    if (!secp256k1_eckey_pubkey_parse(&q, key65, 65)) return 0;
    secp256k1_scalar_set_b32(&m, digest32, NULL);
    secp256k1_scalar_inverse_var(&sn, &s);
    secp256k1_scalar_mul(&u1, &sn, &m);
    secp256k1_scalar_mul(&u2, &sn, &r);
    q_comb = g_comb ? key_comb(combs, key64, &q) : NULL;
    if (q_comb) {
        secp256k1_gej_set_infinity(&pointj);
        add_comb(&pointj, g_comb, &u1, G_BITS);
        add_comb(&pointj, q_comb, &u2, Q_BITS);
    } else {
        secp256k1_gej_set_ge(&qj, &q);
        secp256k1_ecmult(&ctx->ecmult_ctx, &pointj, &qj, &u2, &u1);
    }
    if (secp256k1_gej_is_infinity(&pointj)) return 0;
    secp256k1_ge_set_gej_var(&point, &pointj);
    secp256k1_fe_normalize_var(&point.x);
    secp256k1_fe_normalize_var(&point.y);
    secp256k1_fe_get_b32(x, &point.x);
    return memcmp(x, sig64, 32) == 0 && secp256k1_fe_is_odd(&point.y) == recid;
}

static int recover(const unsigned char *sig64, int recid, const unsigned char *digest32, unsigned char *out64) {
    secp256k1_ecdsa_recoverable_signature sig;
    secp256k1_pubkey key;
    unsigned char key65[65];
    size_t length = 65;
    if (recid != 0 && recid != 1) return 0;
    if (!secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &sig, sig64, recid)) return 0;
    if (!secp256k1_ecdsa_recover(ctx, &key, &sig, digest32)) return 0;
    secp256k1_ec_pubkey_serialize(ctx, key65, &length, &key, SECP256K1_EC_UNCOMPRESSED);
    memcpy(out64, key65 + 1, 64);
    return 1;
}

/* The bytes of argument `i` when it is a Uint8Array of `length` bytes (any length when 0). */
static unsigned char *bytes_of(napi_env env, napi_value value, size_t length, size_t *given) {
    napi_typedarray_type type;
    size_t count;
    void *data;
    if (napi_get_typedarray_info(env, value, &type, &count, &data, NULL, NULL) != napi_ok || type != napi_uint8_array) return NULL;
    if (length != 0 && count != length) return NULL;
    if (given) *given = count;
    /* An empty array may have no data pointer. */
    return data ? data : (unsigned char *)"";
}

static napi_value answer(napi_env env, int value) {
    napi_value result;
    napi_get_boolean(env, value, &result);
    return result;
}

static napi_value call_recover(napi_env env, napi_callback_info info, int by_key) {
    size_t argc = 4;
    napi_value argv[4];
    int32_t recid;
    unsigned char *sig, *digest, *key;
    key_combs *combs;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 4) return answer(env, 0);
    if (napi_get_value_int32(env, argv[1], &recid) != napi_ok) return answer(env, 0);
    sig = bytes_of(env, argv[0], 64, NULL);
    digest = bytes_of(env, argv[2], 32, NULL);
    key = bytes_of(env, argv[3], 64, NULL);
    if (!sig || !digest || !key) return answer(env, 0);
    if (!by_key) return answer(env, recover(sig, recid, digest, key));
    if (napi_get_instance_data(env, (void **)&combs) != napi_ok) combs = NULL;
    return answer(env, signed_by_key(sig, recid, digest, key, combs));
}

static napi_value js_recover(napi_env env, napi_callback_info info) { return call_recover(env, info, 0); }
static napi_value js_signed_by_key(napi_env env, napi_callback_info info) { return call_recover(env, info, 1); }

static napi_value js_keccak256(napi_env env, napi_callback_info info) {
    size_t argc = 2, length = 0;
    napi_value argv[2];
    unsigned char *input, *out;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2) return answer(env, 0);
    input = bytes_of(env, argv[0], 0, &length);
    out = bytes_of(env, argv[1], 32, NULL);
    if (!input || !out) return answer(env, 0);
    keccak256(input, length, out);
    return answer(env, 1);
}

/* { keys, checks }: how many keys have a comb on this thread, and how many checks it answered on one (tests). */
static napi_value js_comb_stats(napi_env env, napi_callback_info info) {
    key_combs *combs;
    size_t i;
    uint32_t keys = 0;
    double checks = 0;
    napi_value result, value;
    (void)info;
    if (napi_get_instance_data(env, (void **)&combs) == napi_ok && combs) {
        for (i = 0; i < KEY_SLOTS; i++) keys += combs->slots[i].comb != NULL;
        checks = combs->checks;
    }
    napi_create_object(env, &result);
    napi_create_uint32(env, keys, &value);
    napi_set_named_property(env, result, "keys", value);
    napi_create_double(env, checks, &value);
    napi_set_named_property(env, result, "checks", value);
    return result;
}

NAPI_MODULE_INIT() {
    napi_property_descriptor functions[] = {
        { "recover", NULL, js_recover, NULL, NULL, NULL, napi_enumerable, NULL },
        { "signedByKey", NULL, js_signed_by_key, NULL, NULL, NULL, napi_enumerable, NULL },
        { "keccak256", NULL, js_keccak256, NULL, NULL, NULL, napi_enumerable, NULL },
        { "combStats", NULL, js_comb_stats, NULL, NULL, NULL, napi_enumerable, NULL },
    };
    key_combs *combs = calloc(1, sizeof(key_combs));
    if (!ctx) ctx = secp256k1_context_create(SECP256K1_CONTEXT_VERIFY);
    pthread_once(&g_comb_once, build_g_comb);
    /* Each environment (the main thread, a worker) keeps its own key combs: no lock, freed with it. */
    if (combs && napi_set_instance_data(env, combs, free_key_combs, NULL) != napi_ok) free(combs);
    napi_define_properties(env, exports, 4, functions);
    return exports;
}
