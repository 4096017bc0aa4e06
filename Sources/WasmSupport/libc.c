// Memory and byte functions for the wasm32 build, which has no libc.
//
// The allocator keeps one free list per power-of-two size class, so the
// blocks a long game frees are reused instead of growing memory on every move.
#include "WasmSupport.h"

#if defined(__wasm__)
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { HEADER = 16, CLASSES = 28, PAGE = 65536 };

/// The bookkeeping kept just before every pointer handed out.
typedef struct {
    uint32_t sizeClass;   // payload capacity is 16 << sizeClass
    uint32_t offset;      // distance from the block's payload start to the pointer
    uint32_t unused[2];
} Header;

static uintptr_t bump = 0;
static uintptr_t limit = 0;
static void *freeLists[CLASSES];

static uintptr_t alignUp(uintptr_t value, uintptr_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}

/// Takes a fresh block of `bytes` (header included) from the end of the heap.
static uintptr_t grow(uintptr_t bytes) {
    if (bump == 0) {
        bump = alignUp((uintptr_t)&__heap_base, HEADER);
        limit = __builtin_wasm_memory_size(0) * PAGE;
    }
    uintptr_t block = bump;
    if (block + bytes > limit) {
        uintptr_t pages = (block + bytes - limit + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        limit += pages * PAGE;
    }
    bump = block + bytes;
    return block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < HEADER) alignment = HEADER;
    size_t needed = size + (alignment > HEADER ? alignment : 0);
    uint32_t sizeClass = 0;
    while (((size_t)16 << sizeClass) < needed) {
        if (++sizeClass == CLASSES) return 12;  // ENOMEM
    }
    uintptr_t payload;
    if (freeLists[sizeClass]) {
        payload = (uintptr_t)freeLists[sizeClass];
        freeLists[sizeClass] = *(void **)payload;
    } else {
        uintptr_t block = grow(HEADER + ((size_t)16 << sizeClass));
        if (!block) return 12;
        payload = block + HEADER;
    }
    uintptr_t pointer = alignUp(payload, alignment);
    Header *header = (Header *)(pointer - HEADER);
    header->sizeClass = sizeClass;
    header->offset = (uint32_t)(pointer - payload);
    *result = (void *)pointer;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    Header *header = (Header *)((uintptr_t)pointer - HEADER);
    uintptr_t payload = (uintptr_t)pointer - header->offset;
    uint32_t sizeClass = header->sizeClass;
    ((Header *)(payload - HEADER))->sizeClass = sizeClass;
    *(void **)payload = freeLists[sizeClass];
    freeLists[sizeClass] = (void *)payload;
}

void *memset(void *destination, int byte, size_t count) {
    unsigned char *out = destination;
    while (count--) *out++ = (unsigned char)byte;
    return destination;
}

void *memcpy(void *restrict destination, const void *restrict source, size_t count) {
    unsigned char *out = destination;
    const unsigned char *in = source;
    while (count--) *out++ = *in++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *out = destination;
    const unsigned char *in = source;
    if (out < in) {
        while (count--) *out++ = *in++;
    } else {
        while (count--) out[count] = in[count];
    }
    return destination;
}

int memcmp(const void *first, const void *second, size_t count) {
    const unsigned char *a = first, *b = second;
    for (; count; --count, ++a, ++b) {
        if (*a != *b) return *a < *b ? -1 : 1;
    }
    return 0;
}

/// The low 64 bits and high 64 bits of a 64 × 64-bit product, built from 32-bit halves.
static void multiplyWide(uint64_t a, uint64_t b, uint64_t *low, uint64_t *high) {
    uint64_t aLow = (uint32_t)a, aHigh = a >> 32, bLow = (uint32_t)b, bHigh = b >> 32;
    uint64_t lowLow = aLow * bLow, lowHigh = aLow * bHigh, highLow = aHigh * bLow, highHigh = aHigh * bHigh;
    uint64_t middle = (lowLow >> 32) + (uint32_t)lowHigh + (uint32_t)highLow;
    *low = (middle << 32) | (uint32_t)lowLow;
    *high = highHigh + (lowHigh >> 32) + (highLow >> 32) + (middle >> 32);
}

/// 128-bit multiplication (compiler-rt's `__multi3`), which Swift's full-width and
/// overflow-checked 64-bit multiplications lower to on wasm32.
__int128 __multi3(__int128 a, __int128 b) {
    uint64_t aLow = (uint64_t)a, aHigh = (uint64_t)((unsigned __int128)a >> 64);
    uint64_t bLow = (uint64_t)b, bHigh = (uint64_t)((unsigned __int128)b >> 64);
    uint64_t low, high;
    multiplyWide(aLow, bLow, &low, &high);
    high += aLow * bHigh + aHigh * bLow;
    return (__int128)(((unsigned __int128)high << 64) | low);
}
#endif
