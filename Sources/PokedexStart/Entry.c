// Where a release pokedex starts (`-e pokedex_entry`, Package.swift): before the C library's
// `_start`, it asks the disk, in one system call, for the stretch of the binary that a start
// touches, when that stretch is not in memory already.
//
// On a cold start the kernel reads a file ahead around a page fault: 8 MB around one in
// the variables, and in code (Linux 6.16 and later) 8 MB from the fault on, to the end of its
// segment. The binary's first fault used to be the kernel's own, clearing the end of the
// variables' last page in `execve`: it read the front 8 MB, of which a start touches 2 (the
// rest is the code of other commands and unwinding tables), and the bundled data's reads
// queued behind all of it. The layout (Sources/pokedex/layout.ld) ends the variables' part of
// the file on a page, so that `execve` faults in no page of the binary (it reads only its
// headers), puts this entry in the small segment of `.init` and `.fini` (its fault reads a
// page or two), and marks where the code of the common commands ends (`pokedex_read_end`).
// From the front of the file to that mark is asked for here (`POSIX_FADV_WILLNEED`): the
// runtime's metadata, the variables and that code, a few MB, in file order, as the start
// needs them.
//
// A warm start asks nothing: a read of one byte at the mark that must not wait
// (`RWF_NOWAIT`, Linux 4.14) finds it in memory. `mincore` cannot tell: for a file the caller
// may not write (an installed pokedex, run by anyone but root) it answers "in memory" for every
// page. Without /proc, or on a kernel that refuses the read, nothing is asked, as before.
//
// It runs before anything else of the program, on the kernel's stack and registers: system
// calls only (no `errno`, no C library, no stack protector: the thread's storage is not set up
// yet), and `_start` then finds everything as the kernel left it (`%rdx`, the stack).

#include <stddef.h>

#if defined(POKEDEX_STATIC_START) && defined(__linux__) && defined(__x86_64__)

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/uio.h>

#ifndef RWF_NOWAIT
#define RWF_NOWAIT 0x00000008
#endif
#define POKEDEX_FADV_WILLNEED 3

/// Where the linker puts the ELF header (the front of the file, mapped first).
extern const Elf64_Ehdr __ehdr_start;
/// The mark the layout writes after the common commands' code (`pokedex_read_end`), or 0 when
/// pokedex is linked without the layout (`make run`): its address as the instruction itself
/// holds it, where the linker makes the load of the variables' table of addresses a `lea`, so
/// that nothing here touches a page of the variables before they are asked for.
__attribute__((always_inline)) static inline uintptr_t readEnd(void) {
    uintptr_t address;
    __asm__(".weak pokedex_read_end\n    movq pokedex_read_end@GOTPCREL(%%rip), %0" : "=r"(address));
    return address;
}

__attribute__((always_inline)) static inline long systemCall(
    long number, long a, long b, long c, long d, long e, long f) {
    long result;
    register long r10 __asm__("r10") = d;
    register long r8 __asm__("r8") = e;
    register long r9 __asm__("r9") = f;
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "a"(number), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
                     : "rcx", "r11", "memory");
    return result;
}

/// The file offset of `address` in the program's image, or -1.
__attribute__((always_inline)) static inline long fileOffset(uintptr_t address) {
    const Elf64_Phdr *headers = (const Elf64_Phdr *)((const char *)&__ehdr_start + __ehdr_start.e_phoff);
    for (int index = 0; index < __ehdr_start.e_phnum; index++) {
        const Elf64_Phdr *header = &headers[index];
        if (header->p_type == PT_LOAD && address >= header->p_vaddr && address <= header->p_vaddr + header->p_filesz) {
            return (long)(header->p_offset + (address - header->p_vaddr));
        }
    }
    return -1;
}

__attribute__((used, noinline, no_stack_protector, section(".pokedex_entry"))) void pokedex_read_ahead(void) {
    uintptr_t mark = readEnd();
    if (mark == 0) return;
    long end = fileOffset(mark);
    if (end <= 0) return;
    // "/proc/self/exe", written on the stack from the instructions' own numbers: the
    // program's constants lie with the variables, not yet asked for.
    volatile uint64_t path[2];
    path[0] = 0x65732f636f72702f;  // "/proc/se", little-endian
    path[1] = 0x00006578652f666c;  // "lf/exe" and its end
    long file = systemCall(SYS_open, (long)path, O_RDONLY | O_CLOEXEC, 0, 0, 0, 0);
    if (file < 0) return;
    char byte;
    struct iovec into = {&byte, 1};
    // The mark's last byte: there when the stretch was read by the last start.
    long read = systemCall(SYS_preadv2, file, (long)&into, 1, end - 1, 0, RWF_NOWAIT);
    // EAGAIN: not in memory, so a cold start.
    if (read == -EAGAIN) systemCall(SYS_fadvise64, file, 0, end, POKEDEX_FADV_WILLNEED, 0, 0);
    systemCall(SYS_close, file, 0, 0, 0, 0, 0);
}

__asm__(
    "    .pushsection .pokedex_entry,\"ax\",@progbits\n"
    "    .globl pokedex_entry\n"
    "    .type pokedex_entry,@function\n"
    "pokedex_entry:\n"
    "    mov %rdx, %r12\n"  // the kernel's %rdx, for _start
    "    call pokedex_read_ahead\n"  // %rsp is 16-byte aligned at entry, as a call needs it
    "    mov %r12, %rdx\n"
    "    jmp _start\n"
    "    .size pokedex_entry, . - pokedex_entry\n"
    "    .popsection\n");

#elif defined(POKEDEX_STATIC_START) && defined(__linux__) && defined(__aarch64__)

// Elsewhere the C library's start, as it was.
__asm__(
    "    .pushsection .pokedex_entry,\"ax\",%progbits\n"
    "    .globl pokedex_entry\n"
    "    .type pokedex_entry,%function\n"
    "pokedex_entry:\n"
    "    b _start\n"
    "    .popsection\n");

#elif defined(POKEDEX_STATIC_START) && defined(__linux__)
#error "pokedex_entry (Package.swift links with -e pokedex_entry) is written for x86_64 and aarch64 only"
#endif
