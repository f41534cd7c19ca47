// GCC's bit builtins in kernels (popcount, parity, clz, ctz, bswap, and
// their long and long long forms) are CUDA's intrinsics on the GPU and the
// builtins on the emulated device. They kept the whole region on the host
// ("a compiler builtin the accelerator does not have"). Found by two
// bug-hunting helpers. Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
#include <stdio.h>
#include <stdint.h>
#define N 3000
int pc[N], cz[N], tz[N], par[N]; unsigned bs[N]; unsigned long long b64[N]; unsigned short b16[N]; long pl[N];
int main(void) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++) {
      unsigned x = (unsigned)i * 2654435761u + 1;
      unsigned long long y = (unsigned long long)i * 0x9E3779B97F4A7C15ull + 1;
      pc[i] = __builtin_popcount(x) + __builtin_popcountll(y);
      cz[i] = __builtin_clz(x) + __builtin_clzll(y) + __builtin_clzl(y | 1);
      tz[i] = __builtin_ctz(x) + __builtin_ctzll(y);
      par[i] = __builtin_parity(x) + 2 * __builtin_parityll(y);
      bs[i] = __builtin_bswap32(x);
      b64[i] = __builtin_bswap64(y);
      b16[i] = __builtin_bswap16((uint16_t)x);
      pl[i] = __builtin_popcountl(-i);
    }
  }
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + pc[i] + 3 * cz[i] + 5 * tz[i] + 7 * par[i] + bs[i] + b64[i] + b16[i] + pl[i];
  printf("h %llu\n", h);
  return 0;
}
