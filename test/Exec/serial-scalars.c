// Scalars whose values flow between kernels (device slots): assigned by
// serial code inside host loops and read by grid kernels, by later serial
// code, by the next iteration and after the region; a reduction's variable
// initialized by serial code in a host loop (gramschmidt's nrm); two
// kernels reducing into one variable; loop indices reused by serial and
// grid kernels and read after the region; a scalar declared in the region;
// triangular host loops; negative steps; odd sizes; and two regions that
// stay on the host (a scalar the device assigns in a loop bound, a host
// loop's index read after it). Each against plain clang, on the host and on
// the emulated device (the listing says which regions are ignored).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: %if nvcc %{ FileCheck --check-prefix=MINFO --implicit-check-not='region ignored' %s < %t.minfo %}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Generating copy(acc)
// MINFO: Sequential loop scheduled on host
// MINFO: Accelerator region ignored: the bounds of the loop at line [[#]] use 'm', which the accelerator assigns
// MINFO: Accelerator region ignored: 't' is read after the loop at line [[#]] that runs on the host
#include <stdio.h>
#include <stdlib.h>

static long g_total; // a global assigned by serial code

// serial -> grid -> serial inside a host loop; s and acc read after the
// region, acc carried from one iteration to the next.
static void flow(int n, int steps, long *restrict a, long *s_out,
                 long *acc_out) {
  long s = -1, acc = 7;
#pragma acc region copy(a[0:n-1])
  {
    for (int t = 0; t < steps; ++t) {
      s = t * 3 + acc % 5;
      for (int i = 0; i < n; ++i)
        a[i] += s + i;
      acc = acc + a[n / 2] + s;
    }
  }
  *s_out = s;
  *acc_out = acc;
}

// gramschmidt's nrm: serial code zeroes it, a reduction sums into it,
// serial code reads the sum, a grid kernel divides by it.
static void norms(int m, int n, double *restrict A, double *restrict r) {
  double nrm = 5;
#pragma acc region
  {
    for (int k = 0; k < n; ++k) {
      nrm = 0;
      for (int i = 0; i < m; ++i)
        nrm += A[i * n + k] * A[i * n + k];
      r[k] = nrm;
      for (int i = 0; i < m; ++i)
        A[i * n + k] = A[i * n + k] / (nrm + 1);
    }
  }
  printf("norms: nrm=%.17g r[0]=%.17g r[n-1]=%.17g\n", nrm, r[0], r[n - 1]);
}

// Two kernels reduce into one variable, serial code between them, a grid
// kernel reads the result; the global total comes back.
static void twice(int n, const long *restrict a, long *restrict b) {
  long s = 100;
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      s += a[i];
    s = s * 2;
    for (int i = 0; i < n; ++i)
      s += a[i] % 7;
    for (int i = 0; i < n; ++i)
      b[i] = s - a[i];
    g_total = s + b[0];
  }
  printf("twice: s=%ld b[n-1]=%ld total=%ld\n", s, b[n - 1], g_total);
}

// i: the index of a serial loop, then of grid loops; read after the region
// (the host sets the last grid loop's final value). j: the same, then a
// serial loop's again, which leaves it (its slot comes back). k: a grid
// loop's index after serial code that assigns it (the host sets its final
// value after the slot's comes back).
static void indices(int n, long *restrict a) {
  int i = -5, j = -5, k = -5;
#pragma acc region
  {
    for (i = 1; i < n; ++i)
      a[i] += a[i - 1];
    for (i = 0; i < n; ++i)
      a[i] = a[i] * 2;
    for (j = 1; j < n; ++j)
      a[j] += a[j - 1] % 3;
    k = a[0] > 0 ? 3 : 4;
    for (j = 0; j < n; ++j)
      a[j] = a[j] * 2 + k;
    for (j = n - 1; j > 0; j -= 3)
      a[j - 1] += a[j] % 11;
    for (j = 2; j < n; ++j)
      a[j] += a[j - 2] % 5;
    for (k = 2; k < n; ++k)
      a[k] -= 1;
  }
  printf("indices: i=%d j=%d k=%d a[0]=%ld a[n-1]=%ld\n", i, j, k, a[0],
         a[n - 1]);
}

// Scalars declared in the region's serial code and read by later kernels;
// a scalar assigned on some paths only.
static void declared(int n, double *restrict a, int *flag) {
  int f = *flag;
#pragma acc region
  {
    double scale = 0.5 * n;
    int c = 0, unused;
    for (int i = 0; i < n; ++i)
      a[i] *= scale;
    for (int i = 0; i < n; i += 2)
      c += a[i] > n;
    if (c > 3)
      f = c;
    for (int i = 0; i < n; ++i)
      a[i] += c + f;
    (void)unused;
  }
  *flag = f;
  printf("declared: f=%d a[1]=%.17g\n", f, a[1]);
}

// Triangular host loops (the inner one's bound uses the outer index) with
// a negative step, a scalar set in the outer one and updated in the inner.
static void triangle(int n, int m, long *restrict a) {
  long w = 1;
#pragma acc region
  {
    for (int i = n - 1; i >= 0; --i) {
      w = w * 3 % 1000 + i;
      for (int j = i; j < n; j += 2) {
        w += j;
        for (int x = 0; x < m; ++x)
          a[j * m + x] += w - x;
      }
    }
  }
  printf("triangle: w=%ld a[0]=%ld a[last]=%ld\n", w, a[0], a[n * m - 1]);
}

// Scalars of narrow and unsigned types through slots.
static void types(int n, unsigned char *restrict a) {
  unsigned char c = 250;
  short sh = -3;
  unsigned u = 4000000000u;
  _Bool b = 0;
  float fl = 0.25f;
#pragma acc region
  {
    for (int t = 0; t < 3; ++t) {
      c = (unsigned char)(c + 7);
      sh = (short)(sh * -2);
      u += 100000000u;
      b = !b;
      fl = fl * 2;
      for (int i = 0; i < n; ++i)
        a[i] = (unsigned char)(a[i] + c + sh + (u >> 28) + b + (int)fl);
    }
  }
  printf("types: c=%d sh=%d u=%u b=%d fl=%g a[0]=%d a[n-1]=%d\n", c, sh, u, b,
         fl, a[0], a[n - 1]);
}

// Refused: the host sizes the grid before the region, m is the device's.
static void bound(int n, long *restrict a) {
  int m = 0;
#pragma acc region copy(a[0:n-1])
  {
    m = (n + 1) / 2;
    for (int i = 0; i < m; ++i)
      a[i] += m;
  }
  printf("bound: m=%d a[0]=%ld\n", m, a[0]);
}

// Refused: t after the host loop is the loop's last value.
static void after_loop(int n, long *restrict a, long *restrict b) {
  int t = 100;
#pragma acc region copy(a[0:n-1], b[0:n-1])
  {
    for (t = 0; t < 3; ++t) {
      for (int i = 0; i < n; ++i)
        b[i] = a[i] + t;
      for (int i = 0; i < n; ++i)
        a[i] = b[i] * 2;
    }
    a[0] += t;
  }
  printf("after_loop: t=%d a[0]=%ld\n", t, a[0]);
}

static long sum(const long *a, int n) {
  long s = 0;
  for (int i = 0; i < n; ++i)
    s = s * 31 + a[i];
  return s;
}

int main(void) {
  static const int sizes[] = {1, 5, 33, 130};
  for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; ++z) {
    int n = sizes[z];
    long *a = calloc(n * 7 + 1, sizeof(long)), *b = calloc(n, sizeof(long));
    double *A = malloc(sizeof(double) * n * 3), *r = malloc(sizeof(double) * 3);
    unsigned char *c = calloc(n, 1);
    for (int i = 0; i < n * 3; ++i)
      A[i] = (i * 37 % 11) - 4.5;
    long s, acc;
    flow(n, 4, a, &s, &acc);
    printf("n=%d flow: s=%ld acc=%ld a=%ld\n", n, s, acc, sum(a, n));
    norms(n, 3, A, r);
    twice(n, a, b);
    indices(n, a);
    printf("indices: a=%ld\n", sum(a, n));
    double *d = malloc(sizeof(double) * n);
    for (int i = 0; i < n; ++i)
      d[i] = i * 1.5;
    int flag = 1;
    declared(n, d, &flag);
    triangle(n, 7, a);
    printf("triangle: a=%ld\n", sum(a, n * 7));
    types(n, c);
    bound(n, a);
    after_loop(n, a, b);
    free(a), free(b), free(A), free(r), free(c), free(d);
  }
  return 0;
}
