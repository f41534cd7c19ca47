// Boundary-guarded neighbour reads (Rodinia's pathfinder): the conditions
// that dominate an access bound the loop indices it runs at, so its
// inferred section stays inside the array. 'if (j > 0) .. src[j-1]' used to
// give copyin(src[-1:cols]): a copy of host memory outside the array (a
// fault next to unmapped memory) and, inside a data region holding
// src[0:cols-1], a false "does not cover" refusal. The arrays here sit
// right after (or right before) an inaccessible page, so a copy one
// element too wide faults. Guards: j > 0, j >= 1, j < n-1, j+1 < n, '&&',
// nested ifs, '!', the else of j == 0 (j != 0 at the loop's first index)
// and of j >= n-1, '?:' of MIN, two indices of a 2-D nest, and j != v that
// narrows only where v is the loop's first index.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: pathfinder:
// MINFO: Generating copyin(src[0:cols-1])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: in_data_region:
// MINFO-NOT: region ignored
// MINFO: Accelerator kernel generated
// MINFO-LABEL: guards:
// MINFO: Generating copyin(a[0:n-1])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: two_dims:
// MINFO: Generating copyin(A[0:n-1][0:n-1])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: not_equal:
// MINFO-DAG: Generating copyin(G[0:n-2])
// MINFO-DAG: Generating copyin(K[1:n-2])
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void pathfinder(int cols, const int *src, const int *wall, int *dst) {
  int j;
#pragma acc region
  for (j = 0; j < cols; j++) {
    int m = src[j];
    if (j > 0)
      m = MIN(m, src[j - 1]);
    if (j < cols - 1)
      m = MIN(m, src[j + 1]);
    dst[j] = wall[j] + m;
  }
}

static void in_data_region(int cols, const int *src, const int *wall,
                           int *dst) {
  int j;
#pragma acc data region copyin(src[0:cols-1], wall[0:cols-1]) copyout(dst[0:cols-1])
  {
#pragma acc region
    for (j = 0; j < cols; j++) {
      int m = src[j];
      if (j > 0)
        m = MIN(m, src[j - 1]);
      if (j < cols - 1)
        m = MIN(m, src[j + 1]);
      dst[j] = wall[j] + m;
    }
  }
}

static void guards(int n, const float *a, float *b) {
  int j;
#pragma acc region
  for (j = 0; j < n; j++) {
    float s = a[j];
    if (j >= 1 && j + 1 < n)
      s += a[j - 1] * a[j + 1];
    if (j > 0) {
      if (j < n - 1)
        s -= a[j + 1] - a[j - 1];
    }
    if (!(j <= 0))
      s += a[j - 1];
    if (j == 0)
      s += 1;
    else
      s += a[j - 1];
    if (j >= n - 1)
      s += 2;
    else
      s += a[j + 1];
    s += j > 0 ? a[j - 1] : 0;
    b[j] = s;
  }
}

static float A[6][6], B[6][6];
static void two_dims(int n) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      float s = A[i][j];
      if (i > 0 && j > 0)
        s += A[i - 1][j - 1];
      if (i < n - 1)
        s += A[i + 1][j];
      B[i][j] = s;
    }
}

// j != v narrows only a range that starts or ends at v: j != 3 leaves
// G's section as the loop gives it, j != 1 at the loop's first index
// starts K's one later.
static float G[10], H[10], K[10];
static void not_equal(int n) {
  int j;
#pragma acc region
  for (j = 1; j < n; j++) {
    if (j != 3)
      H[j] = G[j - 1];
    if (j != 1)
      H[j] += K[j - 1];
  }
}

/// Room for Count elements of Size bytes that end right before an
/// inaccessible page (AtEnd) or start right after one.
static void *guarded(size_t Count, size_t Size, int AtEnd) {
  size_t Page = (size_t)sysconf(_SC_PAGESIZE);
  size_t Bytes = (Count * Size + Page - 1) / Page * Page + Page;
  char *P = mmap(0, Bytes + 2 * Page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(P, Page, PROT_NONE);
  mprotect(P + Page + Bytes, Page, PROT_NONE);
  return AtEnd ? P + Page + Bytes - Count * Size : P + Page;
}

static void run_1d(int n, int AtEnd) {
  int *src = guarded(n, sizeof(int), AtEnd);
  int *wall = guarded(n, sizeof(int), !AtEnd);
  int dst[16];
  float *a = guarded(n, sizeof(float), AtEnd), b[16];
  for (int j = 0; j < n; j++) {
    src[j] = (j * 7) % 5 - j;
    wall[j] = j % 3;
    a[j] = (float)((j * 3) % 4) + 0.5f;
  }
  memset(dst, 0, sizeof dst);
  memset(b, 0, sizeof b);
  pathfinder(n, src, wall, dst);
  printf("pathfinder(%d):", n);
  for (int j = 0; j < n; j++)
    printf(" %d", dst[j]);
  memset(dst, 0, sizeof dst);
  in_data_region(n, src, wall, dst);
  printf("\nin_data_region(%d):", n);
  for (int j = 0; j < n; j++)
    printf(" %d", dst[j]);
  guards(n, a, b);
  printf("\nguards(%d):", n);
  for (int j = 0; j < n; j++)
    printf(" %g", b[j]);
  printf("\n");
}

int main(void) {
  int sizes[] = {0, 1, 2, 16};
  for (int k = 0; k < 4; k++) {
    run_1d(sizes[k], 0);
    run_1d(sizes[k], 1);
  }
  for (int n = 0; n <= 6; n += (n < 2 ? 1 : 4)) {
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 6; j++) {
        A[i][j] = (float)(i * 6 + j);
        B[i][j] = 0;
      }
    two_dims(n);
    printf("two_dims(%d):", n);
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 6; j++)
        printf(" %g", B[i][j]);
    printf("\n");
  }
  for (int n = 0; n <= 10; n += (n < 2 ? 1 : 8)) {
    for (int j = 0; j < 10; j++) {
      G[j] = (float)j;
      K[j] = (float)(10 - j);
      H[j] = -1;
    }
    not_equal(n);
    printf("not_equal(%d):", n);
    for (int j = 0; j < 10; j++)
      printf(" %g", H[j]);
    printf("\n");
  }
  return 0;
}
