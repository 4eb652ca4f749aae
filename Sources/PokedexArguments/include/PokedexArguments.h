// The process's arguments, as the C library hands them to the program's constructors (see
// Arguments.c). Nothing to call: linking this target in is what it takes.
#pragma once
