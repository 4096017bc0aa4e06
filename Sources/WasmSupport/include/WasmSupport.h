/// The few C library functions the Embedded Swift runtime needs on wasm32,
/// where there is no libc (empty on every other platform), and the clock that times a search.
#pragma once

/// Milliseconds since a fixed moment, to time a search: the page's `performance.now()` on wasm32
/// (imported as `env.now_ms`, so a module that uses it needs that import), the monotonic clock elsewhere.
#if defined(__wasm__)
__attribute__((import_module("env"), import_name("now_ms")))
#endif
double tessera_now_ms(void);
