/// The few C library functions the Embedded Swift runtime needs on wasm32,
/// where there is no libc. The implementation is empty on every other platform.
#pragma once
