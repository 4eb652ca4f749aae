// The process's arguments, kept from the C library's call of the program's constructors,
// for the Swift runtime's `CommandLine`.
//
// On Linux the runtime finds `argv` itself, in a constructor of its own
// (stdlib/public/CommandLineSupport/CommandLine.cpp): it reads /proc/self/maps line by
// line with sscanf to find the stack, then walks back from `environ`. That is some 60 000
// instructions and half a dozen system calls at every start, before `main`, for an answer
// the C library passes every constructor as its arguments. A statically linked pokedex takes
// the runtime's `_swift_stdlib_getUnsafeArgvArgc` from here instead: the linker takes an
// archive's member only for a symbol nothing else defines, so the runtime's constructor is
// not linked in at all. Where the runtime is a shared library (debug builds, the tests) its
// own definition stays in use, and this one is never called.

#include <stdlib.h>

// Only where the C library is glibc: passing a constructor the arguments is its extension (musl
// passes nothing). Elsewhere the runtime's own definition is linked, as before.
#if defined(__GLIBC__)

static char **argumentVector;
static int argumentCount;

__attribute__((constructor(101))) static void keepArguments(int count, char **vector, char **environment) {
    (void)environment;
    argumentCount = count;
    argumentVector = vector;
}

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    static char *none[] = {0};
    if (!argumentVector) {
        *count = 0;
        return none;
    }
    *count = argumentCount;
    return argumentVector;
}

#endif
