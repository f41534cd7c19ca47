// A truth test guards an access as the comparison it means: 'if (i)
// a[i - 1]' is 'if (i != 0)', so the inferred section starts at a[0]. It
// started at a[-1]: the copy read the byte before the array (here an
// inaccessible page, so the emulated device stopped; with malloc, the
// allocator's header), and an adjacent array's section overlapped, sending
// the region to the host. 'if (!(n - 1 - i))' bounds the other end. Found
// by a helper's campaign (2026-11-28). Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO: Generating implicit copyin(a[:n])
// MINFO: Generating implicit copyin(c[:n-1])
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
  int n = 1000;
  long page = sysconf(_SC_PAGESIZE);
  // a starts a mapping, an inaccessible page before it; c ends one.
  char *map = mmap(NULL, 2 * page + n * sizeof(double), PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(map, page, PROT_NONE);
  double *a = (double *)(map + page);
  size_t bytes = (size_t)(n - 1) * sizeof(double);
  size_t span = (bytes + page - 1) / page * page;
  char *tail = mmap(NULL, span + page, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(tail + span, page, PROT_NONE);
  double *c = (double *)(tail + span - bytes); // n - 1 elements
  double *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 0;
    if (i < n - 1)
      c[i] = 2 * i;
  }
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    double s = 0;
    if (i)
      s = a[i - 1];
    if (n - 1 - i)
      s += c[i];
    b[i] = s + a[i];
  }
  double t = 0;
  for (int i = 0; i < n; i++)
    t += b[i] * (i % 3 + 1);
  printf("%a %a %a\n", t, b[0], b[999]);
  free(b);
  return 0;
}
