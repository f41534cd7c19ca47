// IEEE corner cases of reductions, against the plain build bit for bit (%a
// prints the sign of a zero; a NaN prints as "nan": C leaves its sign to the
// hardware, and the GPU's arithmetic gives the canonical positive NaN where
// x86 keeps the operand's).
//
// Sums: each partial starts from -0.0, the identity of floating +
// (x + -0.0 == x for every x, -0.0 included; +0.0 is not one): a sum of
// -0.0 values from -0.0 is -0.0, in scalar reductions, in a row sum's lane
// loop and in a reduction into an array element.
//
// Max and min: the partials meet in the pick the source spells, the
// variable's own value first, from a value that pick always replaces.
// Where the values can be -0.0 (a tie of unequal bits) or a NaN the pick
// takes, the result depends on the order the values meet in, and the loop
// runs in order (test/Minfo/ieee-reductions.c says which); where they
// cannot (fabs, an int converted), the parallel result is C's for any start
// value, -0.0 and NaNs of either sign included.
//
// Sizes: none, one, three, and several blocks (4099, odd).
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lm -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <math.h>
#include <stdio.h>

/// The value to print: a NaN without its sign (see above).
static double nosign(double V) { return isnan(V) ? NAN : V; }

#define N 4099
static double D[N];
static float F[N];
static int K[N];

static double sum_d(int n, const double *restrict a, double s) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
static double diff_d(int n, const double *restrict a, double s) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    s -= a[i];
  return s;
}
static float sum_f(int n, const float *restrict a, float s) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    s = a[i] + s;
  return s;
}
static void rows_d(int n, int m, const double (*restrict a)[m],
                   double *restrict r) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    double s = -0.0;
    for (int j = 0; j < m; ++j)
      s += a[i][j];
    r[i] = s;
  }
}
static void elements_f(int n, int m, const float (*restrict a)[m],
                       float *restrict y) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      y[i] += a[i][j];
}

// Max and min in each spelling: the values as they are (in order)...
static double max_if(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    if (a[i] > m)
      m = a[i];
  return m;
}
static double max_keep(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = m > a[i] ? m : a[i];
  return m;
}
static double max_take(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = a[i] > m ? a[i] : m;
  return m;
}
static double max_call(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmax(m, a[i]);
  return m;
}
static double min_call_r(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmin(a[i], m);
  return m;
}
static float min_if_f(int n, const float *restrict a, float m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    if (m > a[i])
      m = a[i];
  return m;
}
static float max_call_f(int n, const float *restrict a, float m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmaxf(a[i], m);
  return m;
}

// ... and values that cannot be -0.0 (in parallel).
static double abs_if(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    if (fabs(a[i]) > m)
      m = fabs(a[i]);
  return m;
}
static double abs_take_ge(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fabs(a[i]) >= m ? fabs(a[i]) : m;
  return m;
}
static double abs_min_if(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    if (fabs(a[i]) < m)
      m = fabs(a[i]);
  return m;
}
static double abs_call(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmax(m, fabs(a[i]));
  return m;
}
static double abs_call_r(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmax(fabs(a[i]), m);
  return m;
}
static double abs_min_call(int n, const double *restrict a, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmin(m, fabs(a[i]));
  return m;
}
static float abs_call_f(int n, const float *restrict a, float m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fmaxf(m, fabsf(a[i]));
  return m;
}
static double int_keep(int n, const int *restrict k, double m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = m > k[i] ? m : k[i];
  return m;
}
static float int_min_keep_f(int n, const int *restrict k, float m) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = k[i] <= m ? k[i] : m;
  return m;
}

// The values of pattern p at size n: zeros of both signs, numbers, NaNs of
// both signs first, in the middle and last, infinities.
static void fill(int p, int n) {
  for (int i = 0; i < n; ++i) {
    double v = ((i * 7919) % 2001 - 1000) / 8.0;
    switch (p) {
    case 0: v = -0.0; break;
    case 1: v = i % 2 ? 0.0 : -0.0; break;
    case 2: v = i % 3 == 0 ? -0.0 : i % 3 == 1 ? 0.0 : -(i % 7 + 1); break;
    case 3: if (i == 0) v = NAN; break;
    case 4: if (i == n / 2) v = -NAN; break;
    case 5: if (i == n - 1) v = NAN; if (i == 1) v = -INFINITY; break;
    case 6: v = i % 2 ? NAN : -NAN; break;
    case 7: v = i % 3 == 2 ? INFINITY : i % 3 ? 0.0 : -0.0; break;
    }
    D[i] = v;
    F[i] = (float)v;
    K[i] = isnan(v) || isinf(v) ? i % 5 - 2 : (int)v;
  }
}

typedef double (*DFn)(int, const double *restrict, double);
typedef float (*FFn)(int, const float *restrict, float);

static void maxes(int n, double m) {
  static const struct { const char *Name; DFn F; } Ds[] = {
      {"max_if", max_if}, {"max_keep", max_keep}, {"max_take", max_take},
      {"max_call", max_call}, {"min_call_r", min_call_r}, {"abs_if", abs_if},
      {"abs_take_ge", abs_take_ge}, {"abs_min_if", abs_min_if},
      {"abs_call", abs_call}, {"abs_call_r", abs_call_r},
      {"abs_min_call", abs_min_call}};
  static const struct { const char *Name; FFn F; } Fs[] = {
      {"min_if_f", min_if_f}, {"max_call_f", max_call_f},
      {"abs_call_f", abs_call_f}};
  for (unsigned I = 0; I < sizeof Ds / sizeof *Ds; ++I)
    printf(" %s=%a", Ds[I].Name, nosign(Ds[I].F(n, D, m)));
  for (unsigned I = 0; I < sizeof Fs / sizeof *Fs; ++I)
    printf(" %s=%a", Fs[I].Name, nosign(Fs[I].F(n, F, (float)m)));
  printf(" int_keep=%a int_min_keep_f=%a\n", nosign(int_keep(n, K, m)),
         nosign(int_min_keep_f(n, K, (float)m)));
}

static void sums(int n) {
  static double R[N];
  static float Y[N];
  printf(" sum=%a,%a diff=%a,%a sum_f=%a,%a", nosign(sum_d(n, D, -0.0)),
         nosign(sum_d(n, D, 0.0)), nosign(diff_d(n, D, -0.0)),
         nosign(diff_d(n, D, 0.0)), nosign(sum_f(n, F, -0.0f)),
         nosign(sum_f(n, F, 0.0f)));
  // Rows of m = 1, 3 and 100 values.
  static const int Widths[] = {1, 3, 100};
  for (unsigned w = 0; w < 3; ++w) {
    int m = Widths[w], rows = n / m;
    for (int i = 0; i < rows; ++i)
      Y[i] = -0.0f;
    rows_d(rows, m, (const double(*)[m])D, R);
    elements_f(rows, m, (const float(*)[m])F, Y);
    for (int i = 0; i < rows && i < 4; ++i)
      printf(" rows%d[%d]=%a,%a", m, i, nosign(R[i]), nosign(Y[i]));
  }
  printf("\n");
}

int main(void) {
  static const int Sizes[] = {0, 1, 3, N};
  static const double Starts[] = {-0.0, 0.0, NAN, -NAN, -INFINITY, INFINITY,
                                  -1e300};
  for (int p = 0; p < 8; ++p)
    for (unsigned s = 0; s < sizeof Sizes / sizeof *Sizes; ++s) {
      int n = Sizes[s];
      fill(p, n);
      printf("pattern %d n %d:", p, n);
      sums(n);
      for (unsigned t = 0; t < sizeof Starts / sizeof *Starts; ++t) {
        printf("  from %a:", Starts[t]);
        maxes(n, Starts[t]);
      }
    }
  return 0;
}
