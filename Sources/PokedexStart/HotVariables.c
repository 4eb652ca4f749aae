// The pages of the variables every start writes first, made in one system call.
//
// A page of `.bss` is made when it is first touched: a page fault each, and two when it is
// read before it is written (the shared zero page first, then a copy). `make link-order` lays
// the variables the bench's page faults landed in at the front of `.bss` (DataOrder.swift);
// there a command touches 15 to 19 of the first 24 pages, 24 to 32 faults in all. Asked for
// at once (`MADV_POPULATE_WRITE`, Linux 5.14), a page costs 0.47 µs here, against 1.05 µs
// faulted and 2.1 µs read then written (docs/BENCHMARKS.md). A kernel without it refuses the
// advice, and the pages are faulted in as before.

#include <stdlib.h>

#if defined(POKEDEX_STATIC_START) && defined(__GLIBC__)

#include <stdint.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/// Where the linker starts `.bss` (lld defines it when it is referred to).
extern char __bss_start[];

/// How much of the front of `.bss` the commands write: the stretch the link order gathers.
static const uintptr_t hotVariablesSize = 24 * 4096;

// Before the other constructors (the runtime's set up its caches, which live there).
__attribute__((constructor(101))) static void makeHotVariables(void) {
    uintptr_t start = ((uintptr_t)__bss_start + 4095) & ~(uintptr_t)4095;
    (void)madvise((void *)start, hotVariablesSize, MADV_POPULATE_WRITE);
}

#endif
