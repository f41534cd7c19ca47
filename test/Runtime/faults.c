// A fault is explained only when it is the runtime's to explain: a copy-in
// whose section runs past the host array names the region and the array;
// a fault in the program's own host code dies as it would without cuacc.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %if nvcc %{ not env ACC_DEVICE=emulate %t copy 2>&1 | FileCheck --check-prefix=COPY %s %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate not --crash %t host > %t.out 2>&1 %}
// RUN: %if nvcc %{ not grep cuacc %t.out %}
// RUN: env ACC_DEVICE=host not --crash %t host
// COPY: cuacc: region at faults.c:[[#REGION:]] (function add_one): copying 'a' to the device reads host memory at 0x{{[0-9a-f]+}} that is not the program's: the section in its data clause is larger than the array
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static void add_one(float *a, long n) {
#pragma acc region copy(a[0:n-1])
  for (long i = 0; i < n; i++)
    a[i] += 1;
}

int main(int argc, char **argv) {
  long page = sysconf(_SC_PAGESIZE);
  // One page of floats, then a page nobody may touch.
  char *p = mmap(0, 2 * page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(p + page, page, PROT_NONE);
  float *a = (float *)p;
  long n = page / sizeof(float);
  add_one(a, n); // the device is up, its handler installed
  if (argc > 1 && !strcmp(argv[1], "copy"))
    add_one(a, 2 * n);
  if (argc > 1 && !strcmp(argv[1], "host"))
    a[2 * n - 1] = 1; // the program's own bug
  printf("%g\n", a[0]);
  return 0;
}
