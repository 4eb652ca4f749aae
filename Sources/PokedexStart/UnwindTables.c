// The unwinding tables registered without being read, for a static pokedex.
//
// In a static program the C runtime's start (crtbeginT.o's `frame_dummy`) hands the unwinding
// tables (`.eh_frame`) to libgcc's unwinder, which has no other way to find them there:
// `__register_frame_info` first reads their first word, so as to skip an empty table. That word
// lies after all the code that runs (Sources/pokedex/layout.ld), 7 MB into the file. On a cold
// start the kernel reads the binary from the front in 1 MB requests, one after another, so that
// read made the program wait, before `main`, for the whole 8 MB it reads ahead; the start-up
// ran only after it, and not beside it.
//
// Linked with `--wrap` for these two (Package.swift, release builds), the start calls the
// functions below instead. They register the same tables as a list of one
// (`__register_frame_info_table`, which records where they are and reads nothing until an
// unwinder looks), and take the same list back at exit. Where the runtime is a shared library
// (debug builds, the tests) none of this is compiled: nothing registers anything there.

#include "PokedexStart.h"

#include <stdlib.h>
#include <unwind.h>

#if defined(POKEDEX_STATIC_START) && defined(__GLIBC__)

struct object;
void __register_frame_info_table(void *begin, struct object *object);
void *__real___deregister_frame_info(const void *begin);

// The tables, then the null that ends the list.
static void *tables[2];

void __wrap___register_frame_info(const void *begin, struct object *object) {
    tables[0] = (void *)begin;
    __register_frame_info_table(tables, object);
}

void *__wrap___deregister_frame_info(const void *begin) {
    (void)begin;
    return tables[0] ? __real___deregister_frame_info(tables) : 0;
}

#endif

static _Unwind_Reason_Code countFrame(struct _Unwind_Context *context, void *count) {
    (void)context;
    *(int *)count += 1;
    return _URC_NO_REASON;
}

int pokedex_unwound_frames(void) {
    int count = 0;
    _Unwind_Backtrace(countFrame, &count);
    return count;
}
