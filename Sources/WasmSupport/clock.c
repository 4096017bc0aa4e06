// The clock a search is timed by: natively the monotonic clock; on wasm32 an import the page supplies.
#include "WasmSupport.h"

#if !defined(__wasm__)
#include <time.h>

double tessera_now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}
#endif
