// C++ found by the random differential tester's round3 family
// (tools/difftest --family round3 compiles a quarter of its programs as
// C++), reduced.
//
// reference_to_array: a reference-to-array parameter ('double (&x)[16]')
// used in a region: the kernel's parameter was printed 'double (&)[16] x',
// so the kernels did not compile ("internal error", the region on the
// host).
// (signbit_with_kernels: found-by-difftest-round3-signbit.cpp.)
// <math.h>'s signbit in C++ (libstdc++'s overload)
// in a region that also has a loop cuacc offloads: the kernel source got a
// copy of the overload with an undeclared '__cuacc_c_constexpr', and no
// kernel of the region compiled.
// named_casts (new): static_cast in a region: the kernel source said
// '__cuacc_c_static_cast' (cuacc's renaming of C identifiers that are C++
// keywords, applied to C++), so the kernels did not compile.
// reference_in_host_region: a region inside a data region that runs on the
// host (a printf) and writes through a reference ('float &y = b[i]'): the
// device copy must be updated, or the data region's copy-out overwrites the
// result (issue 26, class 7).
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 %s %{cuaccrt} -lstdc++ -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t.minfo 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' --implicit-check-not='do not compile' %s %}
// MINFO-LABEL: reference_to_array:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: named_casts:
// MINFO: Accelerator kernel generated
#include <math.h>
#include <stdio.h>

static double x0[16], z0[16];
static void reference_to_array(double (&x)[16], const double (&z)[16], int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 2 + z[i];
}

static float ca[16], cb[16];
static void named_casts(int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    cb[i] = static_cast<float>(static_cast<int>(ca[i]) / 3) + float(i);
}

static float fa[16], fb[16];
static void reference_in_host_region(int n) {
  for (int i = 0; i < 16; i++) {
    fa[i] = i * 0.25f;
    fb[i] = (float)(i % 3);
  }
#pragma acc data region copy(fb[0:n-1]) copyin(fa[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) {
      if (i == 1)
        printf("reference_in_host_region host\n");
      float &y = fb[i];
      const float &x = fa[i];
      y = x * 3 + y;
    }
  }
  printf("reference_in_host_region(%d):", n);
  for (int i = 0; i < 16; i++)
    printf(" %g", fb[i]);
  printf("\n");
}

int main() {
  for (int n = 16; n >= 0; n -= 11) {
    for (int i = 0; i < 16; i++) {
      x0[i] = i;
      z0[i] = 0.5 * i;
    }
    reference_to_array(x0, z0, n);
    printf("reference_to_array(%d):", n);
    for (int i = 0; i < 16; i++)
      printf(" %g", x0[i]);
    printf("\n");
    for (int i = 0; i < 16; i++) {
      ca[i] = i * 0.5f;
      cb[i] = -1;
    }
    named_casts(n);
    printf("named_casts(%d):", n);
    for (int i = 0; i < 16; i++)
      printf(" %g", cb[i]);
    printf("\n");
    reference_in_host_region(n);
  }
  return 0;
}
