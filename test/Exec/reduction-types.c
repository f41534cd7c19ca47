// Reductions of every integer width and of bool: C wraps a sum, product or
// bitwise result to the variable's width, which gives the same whether it
// is done at every step or once on combined partials, so each runs in
// parallel (the whole region used to go to the host after -Minfo said
// "reduction generated"). A max whose values are wider than the variable
// is cut at each step and is no reduction; a 'bool' sum keeps only
// "nonzero" at each step; 128-bit products have no device atomic: -Minfo
// says why, and those loops run in order. Warp shuffles and atomics below
// 32 bits and at 128 bits, lanes and vector loops of narrow partials.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %clang -O2 -w -funsigned-char %s -o %t.plainu && %t.plainu > %t.wantu
// RUN: %cuacc -O2 -w -funsigned-char %s %{cuaccrt} -o %t.u
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.u | diff %t.wantu - %}
// MINFO-NOT: not generated yet
// MINFO-NOT: region ignored
// MINFO-LABEL: rows:
// MINFO: Sum reduction generated for 's'
// MINFO-LABEL: main:
// MINFO: Logical or reduction generated for 'any'
// MINFO: Logical and reduction generated for 'all'
// MINFO: Sum reduction generated for 'uc'
// MINFO: Sum reduction generated for 'sh'
// MINFO: Product reduction generated for 'us'
// MINFO: Sum reduction generated for 'ull'
// MINFO: Sum reduction generated for 'll'
// MINFO: Bitwise xor reduction generated for 'sc'
// MINFO: Bitwise or reduction generated for 'ui'
// MINFO: Max reduction generated for 'umax'
// MINFO: Min reduction generated for 'cmin'
// MINFO: Sum reduction generated for 'big'
// MINFO: Bitwise xor reduction generated for 'ubig'
// MINFO: Bitwise or reduction generated for 'bor'
// MINFO: Max reduction not generated for 'cut': its values, of type 'int', may not fit in 'unsigned char'
// MINFO: Sum reduction not generated for 'bsum': a 'bool' keeps only whether each step's result is nonzero
// MINFO: Product reduction not generated for 'bprod': the device has no atomic operation on 128 bits for it
#include <stdio.h>
#include <stdbool.h>
#define N 10000
#define R 300
#define C 200
static float a[N];
static int v[N];
static unsigned char u8[N];
static char cs[N];
static short m[R][C];
static short rowsum[R];
static unsigned char hist[4];

static void rows(void) {
#pragma acc region
  {
    for (int i = 0; i < R; i++) {
      short s = 0;
      for (int j = 0; j < C; j++)
        s += m[i][j];
      rowsum[i] = s;
    }
    for (int k = 0; k < 4; k++)
      for (int i = 0; i < N; i++)
        hist[k] += u8[i] % 4 == k;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i % 17) - 8;
    v[i] = i * 7 % 13 + (i % 101 == 0 ? 300 : 0);
    u8[i] = (unsigned char)(i * 37);
    cs[i] = (char)(i * 11 + 3);
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      m[i][j] = (short)((i * 131 + j * 977) % 3001 - 1500);
  bool any = false, all = true, bor = false, bsum = false;
  unsigned char uc = 7, umax = 0, cut = 0;
  short sh = -3;
  unsigned short us = 1;
  unsigned long long ull = 5;
  long long ll = 0;
  signed char sc = 0;
  unsigned int ui = 0;
  char cmin = 100;
  __int128 big = -1, bprod = 1;
  unsigned __int128 ubig = 0;
#pragma acc region
  {
    for (int i = 0; i < N; i++) any = any || a[i] > 7.5f;
    for (int i = 0; i < N; i++) all = all && a[i] > -9;
    for (int i = 0; i < N; i++) uc += v[i];
    for (int i = 0; i < N; i++) sh += v[i] * 1000;
    for (int i = 0; i < N; i++) us *= (v[i] & 1) + 2;
    for (int i = 0; i < N; i++) ull += (unsigned long long)v[i] << 52;
    for (int i = 0; i < N; i++) ll -= v[i];
    for (int i = 0; i < N; i++) sc ^= v[i];
    for (int i = 0; i < N; i++) ui |= 1u << (v[i] % 32);
    for (int i = 0; i < N; i++) umax = umax > u8[i] ? umax : u8[i];
    for (int i = 0; i < N; i++) cmin = cs[i] < cmin ? cs[i] : cmin;
    for (int i = 0; i < N; i++) big += (__int128)v[i] << 90;
    for (int i = 0; i < N; i++) ubig ^= (unsigned __int128)v[i] << (i % 120);
    for (int i = 0; i < N; i++) bor |= v[i] == 12;
    for (int i = 0; i < N; i++) cut = cut > v[i] ? cut : v[i];
    for (int i = 0; i < N; i++) bsum += v[i] - 6;
    for (int i = 0; i < N; i++) bprod *= v[i] + 1;
  }
  printf("%d %d %d %u %d %u %llu %lld %d %u %u %d\n", any, all, bor, uc, sh, us,
         ull, ll, sc, ui, umax, cmin);
  printf("%llx %llx %llx %llx %u %d %llx\n",
         (unsigned long long)((unsigned __int128)big >> 64),
         (unsigned long long)big, (unsigned long long)(ubig >> 64),
         (unsigned long long)ubig, cut, bsum, (unsigned long long)bprod);
  rows();
  long t = 0;
  for (int i = 0; i < R; i++)
    t = t * 31 + rowsum[i];
  printf("%ld %u %u %u %u\n", t, hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
