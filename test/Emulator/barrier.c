// Barriers and shared memory on the emulated device, through the runtime's
// ABI: with __syncthreads() a block reverses its elements; without it the
// threads read shared memory their partners have not written yet (poison),
// as they may on a GPU; a barrier some threads never reach is reported.
// RUN: %clang --driver-mode=g++ -std=c++17 -O1 -fPIC -shared -w -include %{cuacc_src}/runtime/include/cuacc_emu.h %S/Inputs/barrier-kernels.cpp -o %t.so
// RUN: %clang -O1 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=emulate %t %t.so | FileCheck %s
// RUN: env ACC_DEVICE=emulate not %t %t.so deadlock 2>&1 | FileCheck --check-prefix=DEADLOCK %s
// CHECK: reverse_sync: 0 of 1024 wrong
// CHECK: reverse_nosync: {{[1-9][0-9]*}} of 1024 wrong
// DEADLOCK: cuacc: emulated device: deadlock: threads wait at __syncthreads() or a warp shuffle that other threads of the block never reach (block [0,0,0]
#include "cuacc_rt.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int run(cuacc_module *M, const char *Kernel, const int *in, int *out,
               int n) {
  static cuacc_region R = {"barrier.c", "main", 1, 0, 0};
  cuacc_kernel K = {M, Kernel, 1, 0};
  cuacc_data d[2] = {{"in", (void *)in, sizeof(int) * n, 1, 0, CUACC_COPYIN, 0, 0},
                     {"out", out, sizeof(int) * n, 1, 0, CUACC_COPYOUT, 0, 0}};
  if (!cuacc_region_enter(&R, d, 2, 1))
    return -1;
  void *args[] = {&d[0].device, &d[1].device};
  unsigned grid[3] = {n / 256, 1, 1}, block[3] = {256, 1, 1};
  cuacc_launch(&R, &K, grid, block, 0, args);
  cuacc_region_exit(&R, d, 2);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += out[i] != (i / 256) * 256 + 255 - i % 256;
  return wrong;
}

int main(int argc, char **argv) {
  FILE *F = fopen(argv[1], "rb");
  if (!F)
    return 2;
  static char image[1 << 22];
  size_t size = fread(image, 1, sizeof image, F);
  fclose(F);
  cuacc_module M = {0, 0, image, size};
  int n = 1024, in[1024], out[1024];
  for (int i = 0; i < n; ++i)
    in[i] = i;
  if (argc > 2) {
    run(&M, "early_exit", in, out, n);
    return 0;
  }
  printf("reverse_sync: %d of %d wrong\n", run(&M, "reverse_sync", in, out, n), n);
  printf("reverse_nosync: %d of %d wrong\n", run(&M, "reverse_nosync", in, out, n), n);
  return 0;
}
