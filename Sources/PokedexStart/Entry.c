// Where a release pokedex starts (`-e pokedex_entry`, Package.swift): before the C library's
// `_start`, it asks the disk, in one request, for the stretch of the binary that a start
// touches, when that stretch is not in memory already.
//
// On a cold start the kernel reads a file ahead around a page fault: 8 MB around one in
// the variables, and in code (Linux 6.16 and later) 8 MB from the fault on, to the end of its
// segment. The binary's first fault used to be the kernel's own, clearing the end of the
// variables' last page in `execve`: it read the front 8 MB, of which a start touches 2 (the
// rest is the code of other commands and unwinding tables), and the bundled data's reads
// queued behind all of it. The layout (Sources/pokedex/layout.ld) ends the variables' part of
// the file on a page, so that `execve` touches nothing, puts this entry in a segment of its
// own (its fault reads a page), and marks where the code every start runs ends
// (`pokedex_read_end`). From the front of the file to that mark is asked for here: the
// runtime's metadata, the variables and that code, a few MB, in file order, as the start
// needs them. A warm start (the mark's page in memory, `mincore`) asks nothing.
//
// It runs before anything else of the program, on the kernel's stack and registers: system
// calls only, and `_start` then finds everything as the kernel left it (`%rdx`, the stack).

#include <stdlib.h>

#if defined(POKEDEX_STATIC_START) && defined(__linux__) && defined(__x86_64__)

__asm__(
    "    .section .pokedex_entry,\"ax\",@progbits\n"
    "    .globl pokedex_entry\n"
    "    .type pokedex_entry,@function\n"
    "    .weak pokedex_read_end\n"
    "pokedex_entry:\n"
    "    mov %rdx, %r12\n"                          // the kernel's %rdx, for _start
    "    movq pokedex_read_end@GOTPCREL(%rip), %rsi\n"
    "    test %rsi, %rsi\n"
    "    jz 2f\n"                                   // linked without the layout: nothing to ask
    "    lea -1(%rsi), %rdi\n"
    "    and $-4096, %rdi\n"                        // the mark's page
    "    mov $4096, %esi\n"
    "    lea -8(%rsp), %rdx\n"                      // mincore's answer, below the stack
    "    movb $0, (%rdx)\n"
    "    mov $27, %eax\n"                           // mincore
    "    syscall\n"
    "    test %rax, %rax\n"
    "    jnz 1f\n"                                  // no answer: ask anyway
    "    testb $1, -8(%rsp)\n"
    "    jnz 2f\n"                                  // in memory: a warm start
    "1:\n"
    "    lea __ehdr_start(%rip), %rdi\n"
    "    movq pokedex_read_end@GOTPCREL(%rip), %rsi\n"
    "    add $4095, %rsi\n"
    "    and $-4096, %rsi\n"
    "    sub %rdi, %rsi\n"
    "    mov $3, %edx\n"                            // MADV_WILLNEED
    "    mov $28, %eax\n"                           // madvise
    "    syscall\n"
    "2:\n"
    "    mov %r12, %rdx\n"
    "    jmp _start\n"
    "    .size pokedex_entry, . - pokedex_entry\n"
    "    .text\n");

#elif defined(POKEDEX_STATIC_START) && defined(__linux__) && defined(__aarch64__)

// Elsewhere the C library's start, as it was.
__asm__(
    "    .section .pokedex_entry,\"ax\",%progbits\n"
    "    .globl pokedex_entry\n"
    "    .type pokedex_entry,%function\n"
    "pokedex_entry:\n"
    "    b _start\n"
    "    .text\n");

#endif
