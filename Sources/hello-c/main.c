// The lowest floor for `make bench`: a C program starts with nothing but the C library.
#include <stdio.h>

int main(void) {
    puts("hello, world");
    return 0;
}
