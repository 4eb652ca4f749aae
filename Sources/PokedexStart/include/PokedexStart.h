// What the C runtime's start does for a static pokedex: the stretch of the binary a start
// touches asked of the disk before anything runs, on a cold start (Entry.c, pokedex's entry
// point), the process's arguments kept from the C library's call of the constructors
// (Arguments.c), the unwinding tables registered without being read (UnwindTables.c), and the
// pages of the variables every start writes made at once (HotVariables.c). Linking this
// target in is what it takes (and, for Entry.c, linking with `-e pokedex_entry`: Package.swift).
#pragma once

/// How many frames the unwinder walks from its caller up: none or one when it finds no
/// unwinding tables. `pokedex-bench`, linked as pokedex is, checks it before it measures.
int pokedex_unwound_frames(void);
