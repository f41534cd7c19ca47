/* cuacc difftest program, seed 3297 */
#include <stdio.h>
#include <math.h>
#include <string.h>
#define N 48
#define R 8
#define M 8
int A0[N];
int A1[N];
int A2[N];
int A3[N];
unsigned U0[N];
unsigned U1[N];
double D0[N];
double D1[N];
float F0[N];
int B0[R][M];
int B1[R][M];
int L0[R * M];
int big[256];
int idx[N];
int G0, G1;
unsigned GU;
int gi, gj, gk;
static int hpure(unsigned x) { return (int)((x * 5u + 3u) & 1023u); }
static void hstore(int *p, unsigned v) { *p = (int)((v + (unsigned)G0) & 1023u); }
static void hglob(unsigned v) { G0 = (int)(((unsigned)G0 + v) & 1023u); }
static void hacc(unsigned *p, int i, unsigned v) { p[i] += v * 3u; GU ^= v; }
static int hread(const int *p, int i) { return (p[i] + G1) & 1023; }
static unsigned ck_i(const int *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) h = (h ^ (unsigned)p[i]) * 16777619u; return h; }
static unsigned ck_u(const unsigned *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u; return h; }
static unsigned ck_d(const double *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) h = (h ^ (unsigned)(long long)(p[i] * 2.0)) * 16777619u; return h; }
static unsigned ck_f(const float *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) h = (h ^ (unsigned)(long long)(p[i] * 2.0f)) * 16777619u; return h; }

static void dump(const char *tag) {
  printf("%s:", tag);
  printf(" %u", ck_i(A0, N));
  printf(" %u", ck_i(A1, N));
  printf(" %u", ck_i(A2, N));
  printf(" %u", ck_i(A3, N));
  printf(" %u", ck_u(U0, N));
  printf(" %u", ck_u(U1, N));
  printf(" %u", ck_d(D0, N));
  printf(" %u", ck_d(D1, N));
  printf(" %u", ck_f(F0, N));
  printf(" %u", ck_i(&B0[0][0], R * M));
  printf(" %u", ck_i(&B1[0][0], R * M));
  printf(" %u", ck_i(L0, R * M));
  printf(" %u", ck_i(big, 256));
  printf(" %u", ck_i(idx, N));
  printf(" | %d %d %u %d %d %d\n", G0, G1, GU, gi, gj, gk);
}

static void init(void) {
  for (int i = 0; i < N; i++) {
    A0[i] = (i * 721 + 0) & 1023;
    A1[i] = (i * 557 + 31) & 1023;
    A2[i] = (i * 281 + 62) & 1023;
    A3[i] = (i * 305 + 93) & 1023;
    U0[i] = (unsigned)i * 2654435761u + 491u;
    U1[i] = (unsigned)i * 2654435761u + 583u;
    D0[i] = (double)((i * 166) & 255);
    D1[i] = (double)((i * 579) & 255);
    F0[i] = (float)((i * 721) & 1023);
    idx[i] = (i * 7 + 19) % (N - 4);
  }
  for (int i = 0; i < 256; i++) big[i] = (i * 557) & 1023;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < M; j++) {
      B0[i][j] = (i * 280 + j * 305) & 1023;
      B1[i][j] = (i * 491 + j) & 1023;
      L0[i * M + j] = (i + j * 583) & 1023;
    }
  G0 = 166; G1 = 579; GU = 721u;
}

static void f1(int n, int r, int m, int *restrict pa2, int flag) {
  (void)n; (void)r; (void)m; (void)flag;
  int i = 0;
  int xk = 0; int *pxk = &xk;
  int t1 = 9;
  float rd2 = 5000.0f;
  #pragma acc data region copy(B0[0:R-1][0:M-1]) copy(pa2[0:n-1]) copyin(idx[0:N-1])
  {
#pragma acc region
    {
#pragma acc for parallel vector(32)
      for (int i = M - 3; i >= 0; i -= 2) {
        hstore(&pa2[i % 4], (i > 943 ? i + G1 : pa2[(i * 3 + 1) % n]));
        for (int j = R - 2; j >= 1; j--) {
          if ((i & 1) == 0) {
#pragma acc for host
            for (xk = 1; xk < n - 2; xk++) {
              B0[j][i] = (B0[j][i] + j) & 1023;
            }
            if (i == 3) printf("in-region f1: %d\n", 4);
          }
          pa2[j % 4] = (idx[j % 4]) & 1023;
        }
      }
#pragma acc for kernel
      for (i = 0; i < n; i++) {
        if (i < 6) continue;
        t1 = ((pa2[n - 1 - i]) & (B0[i % R][i % M])) & 1023;
        pa2[n - 1 - i] = (pa2[n - 1 - i] + (((idx[N - 1 - i]) % 7) * ((B0[i % R][0]) ^ i))) & 1023;
      }
      for (int i = 0; i < R - 1; i++) {
        pa2[(i * 3 + 1) % n] = ((i % 3 != 1 ? pa2[(i * i) % n] : pa2[(i * i) % n]) % 7) % 1000;
      }
    }
    printf("f1.1: %d %d %d\n", *pxk, i, t1);
#pragma acc region if(n > 1000)
    {
      for (int i = 0; i < n; i++) {
        pa2[2] = (pa2[2] + ((pa2[(short)(i)]) & G1)) & 1023;
        rd2 = fminf(rd2, (float)(int)(idx[i] & 1023));
      }
      for (int i = 1; i <= n - 3; i++) {
        for (int j = M - 1; j >= 0; j -= 2) {
          for (int k = 0; k < R; k++) {
            if ((j & 1) == 0) continue;
          }
          B0[0][j] = ((G1 * j) + (70 & idx[idx[i]])) % 1000;
        }
        B0[i % R][0] = (((idx[(i * 3 + 1) % N]) & (idx[i + 1])) & ((B0[1][i % M]) & pa2[i])) & 1023;
      }
    }
    printf("f1.2: %.1f\n", rd2);
  }
}

static void f2(int n, int r, int m, unsigned *pu0, int flag) {
  (void)n; (void)r; (void)m; (void)flag;
  int xj = 0; int *pxj = &xj;
  float rd3 = 0.0f;
  int rd4 = 1;
#pragma acc region
  {
    for (int i = 2; i <= N - 3; i++) {
      pu0[idx[i]] -= ((int)D1[N - 1] & 1023) & (43 * G1);
      pu0[idx[i]] = (pu0[idx[i]] % 3u == 0 ? hpure(pu0[0]) : G0) & (((int)D1[i - 1] & 1023) + i);
    }
  }
#pragma acc region
  for (int i = 0; i <= n - 2; i++) {
    D1[i + 1] = D1[i] + (double)(pu0[idx[i]] & 255);
    pu0[n - 1] = 12;
    if (pu0[2] % 3u == 0) {
      D1[i % 4] = (double)((G1 != 729 ? ((int)D1[2] & 1023) : G1) & 4095) * 0.5;
    }
  }
  for (int i = 0; i <= N - 3; i++) {
    if (pu0[idx[i]] % 3u == 0) {
      for (xj = i; xj < N - 2; xj++) {
        pu0[i % 4] = 48;
        if (i >= 832) {
          if (G0 != 828) {
            hacc(pu0, idx[xj], i ^ G0);
          }
          rd3 = rd3 + (float)(((int)D1[i + 2] & 1023) & 15);
        }
        pu0[i % 4] -= (pu0[idx[i]] ^ xj) + (((int)D1[xj] & 1023) - pu0[1]);
      }
      for (gj = 0; gj <= i; gj++) {
        if (i > 247) continue;
      }
    }
    rd4 = rd4 * ((i & 1) ? -1 : 1);
    for (int j = n - 1; j >= 0; j--) {
      pu0[n - 1 - j] = i;
      if (((int)D1[i + 1] & 1023) >= 490) {
        pu0[n - 1 - j] ^= (((int)D1[i] & 1023) & (pu0[n - 1])) ^ ((int)D1[N - 1 - j] & 1023);
      }
      hacc(pu0, j, ((int)D1[i / 2] & 1023) ^ pu0[j]);
    }
  }
}

static void f3(int n, int r, int m, int *restrict pa0, int flag) {
  (void)n; (void)r; (void)m; (void)flag;
  int tmp11[N];
  int t5 = 1;
  unsigned rd6 = 1u;
  int t7 = 7;
  int t8 = 8;
  int t9 = 2;
  int s10 = 0;
  int s12 = 0;
  unsigned rd13 = 1u;
  int s15 = 0;
  for (int i = n - 1; i >= 2; i--) {
    t5 = ((idx[N - 1 - i]) >> 2) & 1023;
    rd6 *= (unsigned)((A1[(long)i]) & 3) + 1u;
    t7 = i & 1023;
    t8 = ((A1[i - 2]) & (pa0[i % 4])) & 1023;
    t9 = ((A1[N - 1 - i]) * ((int)F0[(i * 3 + 1) % N] & 1023)) & 1023;
    F0[i - 1] = (float)((i ^ (t5 | ((int)F0[(i * i) % N] & 1023))) & 1023);
  }
#pragma acc region
  {
    s10 = G0 & 1023;
    A1[0] = (((int)F0[N - 1] & 1023) | ((pa0[n - 1]) * pa0[2])) & 1023;
    F0[2] = (float)((((int)F0[0] & 1023) != 215 ? s10 | s10 : s10 - ((int)F0[N - 1] & 1023)) & 1023);
  }
  printf("f3.10: %d\n", s10);
#pragma acc region local(tmp11[0:N-1])
  {
    for (int i = 0; i < N; i++)
      tmp11[i] = (idx[i] * 3 + i) & 1023;
    for (int i = 2; i < n - 2; i++)
      pa0[i] = (tmp11[i - 1] + tmp11[i + 1] - pa0[i]) & 1023;
    s12 = (7 & G0) & 1023;
    for (int i = N - 2; i > 0; i--) {
      for (int j = i; j < N - 0; j++) {
        A1[i] = idx[i] & 1023;
        rd13 += (unsigned)(idx[i - 1]) * 2654435761u;
        int v14 = ((int)F0[i - 1] & 1023) & 1023;
        A1[i] = ((i * (idx[j - 1])) | (s12 + (pa0[j % 4]))) & 1023;
      }
      A1[i] = (A1[i] + (i < 17 ? (idx[N - 1 - i]) * (idx[i + 1]) : ((int)F0[i - 1] & 1023))) & 1023;
    }
  }
  printf("f3.14: %d %u\n", s12, rd13);
#pragma acc region copy(pa0[0:n-1])
  {
    pa0[n - 1] = (pa0[n - 1] + (hpure(38))) & 1023;
    s15 = (83 | ((int)F0[0] & 1023)) & 1023;
  }
  printf("f3.15: %d\n", s15);
}

static void f4(int n, int r, int m, int (*restrict pb0)[M], int flag) {
  (void)n; (void)r; (void)m; (void)flag;
  double rd16 = 0.5;
  #pragma acc data region copyin(B1[0:R-1][0:M-1]) copy(D0[0:N-1]) copyin(pb0[0:r-1][0:M-1]) copyin(idx[0:N-1])
  {
#pragma acc region for
    for (int i = 1; i < N; i++) {
      rd16 += (double)(int)(idx[i] & 1023);
      int v17 = ((pb0[i % r][i % M]) - i) & 1023;
      D0[i] = D0[i] + (double)((((hpure(pb0[i % r][i % M])) | (pb0[i % r][0])) & (idx[i] | i)) & 255);
    }
    printf("f4.17: %.1f\n", rd16);
    #pragma acc update host(B1[0:R-1][0:M-1])
    #pragma acc update host(D0[0:N-1])
    #pragma acc update host(pb0[0:r-1][0:M-1])
    #pragma acc update host(idx[0:N-1])
    for (int i = N - 1; i > -1; i--) {
      D0[0] = (double)(((idx[i] + (B1[2][i % M])) - pb0[2][2]) & 4095) * 0.5;
      if (69 < 636) continue;
    }
    #pragma acc update device(D0[0:N-1])
    #pragma acc update host(D0[0:N-1])
    for (int i = N - 2; i >= 0; i -= 2) {
      if (i == 3) printf("in-region f4: %d\n", ((int)D0[N - 1 - i] & 1023));
    }
  }
}

/* ---- host-choice functions (tools/difftest_hostchoice.py) ---- */
static unsigned hc_ck(const int *p, long n) { unsigned h = 2166136261u; for (long i = 0; i < n; i++) h = (h ^ (unsigned)p[i]) * 16777619u; return h; }
struct hc_dims { int n; int m; };

/* hc1: host choice, guarded */
static int hc1_a[48000], hc1_b[48000], hc1_c[300], hc1_d[300];
static void hc1(int n, int m, int flag) {
  int *__restrict a = hc1_a, *__restrict b = hc1_b, *__restrict c = hc1_c, *__restrict d = hc1_d;
  unsigned s = 0u;
  (void)flag;
  for (int i = 0; i < n * m; i++) { a[i] = (i * 70 + n + 1) & 1023; b[i] = (i * 53 + m) & 511; }
  for (int i = 0; i < n; i++) { c[i] = i & 7; d[i] = (i * 5) & 63; }
  struct hc_dims g = {n, m};
  #pragma acc data region copy(a[0:n*m-1]) copy(b[0:n*m-1]) copy(c[0:n-1]) if(n > 4)
  {
    #pragma acc region
    for (int i = 0; i < g.n; i++)
      for (int j = 0; j < g.m; j++)
        b[i * g.m + j] = (b[i * g.m + j] + a[i * g.m + j]) & 4095;
    if (flag) {
      #pragma acc region
      for (int i = 0; i < n; i++) {
        int t = 0;
        for (int j = 0; j < m; j++)
          t += b[i * m + j] & 255;
        c[i] = t & 4095;
      }
    }
    #pragma acc region if(m > 3)
    for (int i = 0; i < n * m; i++)
      a[i] = (a[i] * 3 + b[i]) & 4095;
  }
  printf("hc1(%d,%d,%d): %u %u %u %u %u\n", n, m, flag, hc_ck(a, (long)n * m), hc_ck(b, (long)n * m), hc_ck(c, n), hc_ck(d, n), s);
}

int main(void) {
  init();
  dump("init");
  f1(N - 4, R, M, A2, 0);
  dump("f1");
  f1(N - 4, R, M, A2, 0);
  dump("f1");
  f2(N - 4, R - 1, M, U0, 0);
  dump("f2");
  f3(N - 3, R, M, A0, 0);
  dump("f3");
  f4(N - 2, R - 1, M, B0, 0);
  dump("f4");
  f4(N - 2, R, M, B0, 0);
  dump("f4");
  hc1(300, 160, 0);
  hc1(16, 16, 0);
  dump("end");
  return 0;
}
/* Found by the random differential tester (classic family, seed 3297), not
   reduced: f1's region writes pa2[j % 4] (int *restrict) on every iteration
   and calls hstore(&pa2[i % 4], ...); a second region has if(n > 1000). Every
   cuacc run printed a wrong f1 checksum while the plugin had the host
   compiler version loops on run-time overlap checks (LoopVersioningLICM);
   right without it. Kept whole, the RUN lines at the end. */

// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lm -o %t > /dev/null 2>&1
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
