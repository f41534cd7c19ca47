// Programs as users write them: early exits, casts in subscripts, loop
// indices read after their loops, a region as the then-branch of an if with
// an else, calls that write through pointers and globals. The cuacc build
// prints what the plain build prints, on the host and on the emulator.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: early_break:
// MINFO: Loop not parallelized: the loop exits early ('break')
// MINFO-LABEL: early_return:
// MINFO: Accelerator region ignored: a 'return' leaves the region
// MINFO-LABEL: with_goto:
// MINFO: Accelerator region ignored: the region contains a 'goto'
// MINFO-LABEL: skip_continue:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: casts:
// MINFO: Loop carried dependence of 'b' prevents parallelization
// MINFO: Generating copyout(c[10:59])
// MINFO-LABEL: inner_index_read_in_region:
// MINFO: Scalar last value needed after loop for 'j'
// MINFO-LABEL: writes_through_pointer:
// MINFO: Accelerator restriction: 'put' reads or writes memory through 'p'
// MINFO-LABEL: bumps_global:
// MINFO: Accelerator restriction: 'bump' calls 'tally', which uses the global variable 'total'
#include <stdio.h>

#define N 300
static int A[N], B[N], C[N];
static long sum(const int *p, int n) {
  long s = 0;
  for (int i = 0; i < n; ++i)
    s = s * 31 % 1000000007 + p[i] + 1000;
  return s;
}
static void init(void) {
  for (int i = 0; i < N; ++i) {
    A[i] = (i * 7) % 23;
    B[i] = i % 13;
    C[i] = -1;
  }
}

static void early_break(int n, int *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    if (a[i] == 22)
      break;
    a[i] = -a[i];
  }
}

static int early_return(int n, int *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      a[i] += 1;
    if (a[3] > 0)
      return 7;
    for (int i = 0; i < n; ++i)
      a[i] += 100;
  }
  return 0;
}

static void with_goto(int n, int *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i) {
      if (a[i] > 20)
        goto done;
      a[i] *= 2;
    }
  done:
    a[0] = 5;
  }
}

static void skip_continue(int n, int *restrict a, int *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    if (a[i] % 3 == 0)
      continue; // b[i] keeps its value: b must come in as well as out
    b[i] = a[i] * 5;
  }
}

static void casts(int *restrict b, int *restrict c) {
#pragma acc region
  for (int i = 0; i < 100; ++i) // i + 200 wraps for i >= 56
    b[(unsigned char)(i + 200)] = b[i] + 1;
#pragma acc region
  for (int i = 0; i < 50; ++i) // i + 10 stays below 256: affine
    c[(unsigned char)(i + 10)] = b[i] * 2;
}

int gi; // a global loop index
static int last_values(int n, int *restrict a) {
  int j = -1, k = -1, m = -1;
  int *pk = &k;
#pragma acc region
  for (j = 0; j < n; j += 3)
    a[j] += 1;
#pragma acc region
  for (gi = n - 1; gi >= 2; --gi)
    a[gi] += 2;
#pragma acc region
  for (k = 0; k < n - 150; ++k)
    for (m = 0; m < 2; ++m)
      a[2 * k + m] += 3;
  return j * 1000000 + gi * 10000 + *pk * 100 + m;
}

static int inner_index_read_in_region(int n, int *restrict a,
                                      int *restrict c) {
  int j = 0;
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      for (j = 0; j < 4; ++j)
        a[i] += j;
    c[0] = j; // the last j, read in the region: the i loop stays sequential
  }
  return j;
}

static void put(int *p, int i, int v) { p[i] = v; }
static void writes_through_pointer(int n, int *restrict a) {
#pragma acc region
  for (int i = 1; i < n; ++i)
    put(a, i, a[i - 1] + 1); // a recurrence through the callee
}

static int total;
static void tally(int v) { total += v; }
static int bump(int v) {
  tally(v);
  return v + 1;
}
static void bumps_global(int n, int *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = bump(a[i]);
}

static void then_branch(int n, int *restrict a, int flag) {
  if (flag)
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = 2 * a[i];
  else
    a[0] = 1000;
}

int main(void) {
  init();
  early_break(N, A);
  printf("early_break %ld\n", sum(A, N));
  init();
  int r = early_return(N, A);
  printf("early_return %d %ld\n", r, sum(A, N));
  init();
  with_goto(N, A);
  printf("with_goto %ld\n", sum(A, N));
  init();
  skip_continue(N, A, B);
  printf("skip_continue %ld\n", sum(B, N));
  init();
  casts(B, C);
  printf("casts %ld %ld\n", sum(B, N), sum(C, N));
  init();
  r = last_values(N, A);
  printf("last_values %d %ld\n", r, sum(A, N));
  init();
  r = inner_index_read_in_region(N, A, C);
  printf("inner_index %d %d %ld\n", r, C[0], sum(A, N));
  init();
  writes_through_pointer(N, A);
  printf("writes_through_pointer %ld\n", sum(A, N));
  init();
  total = 0;
  bumps_global(N, A);
  printf("bumps_global %d %ld\n", total, sum(A, N));
  init();
  then_branch(N, A, 0);
  printf("then_branch 0: %ld\n", sum(A, N));
  then_branch(N, A, 1);
  printf("then_branch 1: %ld\n", sum(A, N));
  return 0;
}
