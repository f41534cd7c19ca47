// The user's compile flags that change what C means reach the kernels:
// -funsigned-char (plain char was signed in kernels), -fwrapv (the
// overflow test 'x + C < x' was folded to false in kernels), -ffp-contract
// (nvcc fuses a*b+c by default; off: never), -mfma/-march (the emulated
// device fuses where the host does). Each build's output must be the plain
// build's with the same flags, on the host, the emulated device and (tools/
// gpu-check runs every %t*.tmp against its .want) the GPU.
// RUN: %clang -O2 -w -funsigned-char -ffp-contract=off %s -o %t-uchar.tmp.plain && %t-uchar.tmp.plain > %t-uchar.tmp.want
// RUN: %cuacc -O2 -w -funsigned-char -ffp-contract=off %s %{cuaccrt} -o %t-uchar.tmp
// RUN: env ACC_DEVICE=host %t-uchar.tmp | diff %t-uchar.tmp.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t-uchar.tmp 2>%t.emu | diff %t-uchar.tmp.want - && grep -q 'launch CUDA kernel' %t.emu %}
// RUN: %clang -O2 -w -fwrapv -DWRAPS -ffp-contract=off %s -o %t-wrapv.tmp.plain && %t-wrapv.tmp.plain > %t-wrapv.tmp.want
// RUN: %cuacc -O2 -w -fwrapv -DWRAPS -ffp-contract=off %s %{cuaccrt} -o %t-wrapv.tmp
// RUN: env ACC_DEVICE=host %t-wrapv.tmp | diff %t-wrapv.tmp.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t-wrapv.tmp 2>%t.emu | diff %t-wrapv.tmp.want - && grep -q 'launch CUDA kernel' %t.emu %}
// RUN: %clang -O1 -w -mfma -std=c99 %s -o %t-fma.tmp.plain && %t-fma.tmp.plain > %t-fma.tmp.want
// RUN: %cuacc -O1 -w -mfma -std=c99 %s %{cuaccrt} -o %t-fma.tmp
// RUN: env ACC_DEVICE=host %t-fma.tmp | diff %t-fma.tmp.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t-fma.tmp 2>%t.emu | diff %t-fma.tmp.want - && grep -q 'launch CUDA kernel' %t.emu %}
// The kernels' text: plain char spelled unsigned, signed arithmetic
// wrapping through the unsigned type.
// RUN: %if nvcc %{ %cuacc -O2 -w -funsigned-char -fwrapv -DWRAPS -fplugin-arg-cuacc-dump=kernels %s -c -o /dev/null | FileCheck --check-prefix=TEXT %s %}
// TEXT: unsigned char t = s[i];
// TEXT: ((int)((unsigned int)(x[i]) + (unsigned int)(100)))
// TEXT: (k = (int)((int)((unsigned int)(k) + (unsigned int)(1000))))
#include <limits.h>
#include <stdio.h>

#define N 1000
static char s[N];
static int r[N], w[N], x[N];
static float a[N], b[N], c[N], d[N];

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++) {
    s[i] = (char)(i * 7);
    x[i] = INT_MAX - i;
    a[i] = 1.0f / (i + 3);
    b[i] = 3.0f + 1.0f / (i + 7);
    c[i] = -1.0f / 3;
  }
#pragma acc region
  {
    for (int i = 0; i < n; i++) {
      char t = s[i];
      r[i] = t < 0 ? -1 : (int)t;
      w[i] = 0;
#ifdef WRAPS
      w[i] = (x[i] + 100 < x[i]) ? 1 : 0;
      int k = x[i];
      k += 1000;
      w[i] += k < 0 ? 2 : 0;
      int m = -x[i] - 2;
      m--;
      w[i] += m > 0 ? 4 : 0;
#endif
      d[i] = a[i] * b[i] + c[i];
    }
  }
  long sr = 0, sw = 0;
  for (int i = 0; i < N; i++) {
    sr += r[i] * (i % 13);
    sw += w[i] * (i + 1);
  }
  printf("chars %ld wraps %ld\n", sr, sw);
  for (int i = 0; i < N; i += 97)
    printf("%d %a\n", i, d[i]);
  return 0;
}
