// The yardstick of a cold start: the least a process can do.
#include <stdio.h>

int main(void) {
  puts("hello");
  return 0;
}
