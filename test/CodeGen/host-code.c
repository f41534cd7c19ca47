// The host side of a region: the call before the region statement, the data
// items, the launches (inside host loops, with braces), enter and exit.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=host %s | FileCheck %s

void smooth(int n, int steps, float *restrict a, float *restrict b) {
#pragma acc region
  {
    a[0] = 0;
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < n - 1; ++i)
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
      for (int i = 0; i < n; ++i)
        a[i] = b[i];
    }
  }
}
// CHECK: // before the region statement: {{.*}}if (!__cuacc_region0((void *[]){(void *)&a, (void *)&b, (void *)&steps, (void *)&n}, (const long[]){{{.*}}(long)(steps-1){{.*}}}, 1))
// CHECK: static cuacc_region __cuacc_r0 = {"host-code.c", "smooth", 6, 0 | CUACC_CONSTRUCT_REGION << CUACC_CONSTRUCT_SHIFT, 0};
// CHECK: static cuacc_kernel __cuacc_k0_0 = {&__cuacc_module, "smooth_8_gpu", 8, 0};
// The 't' loop in one block (persistent), or on the host around the
// other two.
// CHECK: static cuacc_kernel __cuacc_k0_1 = {&__cuacc_module, "smooth_9_gpu", 9, 0};
// CHECK: static cuacc_kernel __cuacc_k0_2 = {&__cuacc_module, "smooth_10_gpu", 10, 0};
// The persistent kernel's entry across the grid (no vector loop reduces).
// CHECK: static cuacc_kernel __cuacc_k0_1g = {&__cuacc_module, "smooth_9_gpu_grid", 9, 0};
// a and b are written only inside the 't' loop, which may not run
// (steps <= 0): copy, not copyout (that would bring back device garbage).
// CHECK: cuacc_section(&__d[0], "a", *(void **)__v[0], sizeof(float), 1, {{.*}}, CUACC_COPY);
// CHECK: cuacc_section(&__d[1], "b", *(void **)__v[1], sizeof(float), 1, {{.*}}, CUACC_COPY);
// CHECK: if (!cuacc_region_enter(&__cuacc_r0, __d, 2, __cond))
// The serial kernel: one entry.
// CHECK: cuacc_launch(&__cuacc_r0, &__cuacc_k0_0, __grid, __block, 0, __args);
// The runtime weighs the persistent kernel's barriers and iterations
// (steps * 2 vector loops of n-2 and n iterations) against the host's
// launches (steps * 2): across the grid (a cooperative launch, which may
// be refused: then the choice again without it), in one block, or on the
// host.
// CHECK: const double __cost[4] = {0.0 + 1.0 * (double){{.*}} + 1.0 * (double){{.*}}, 0.0};
// CHECK-NEXT: int __how = cuacc_persistent_choice(&__cuacc_r0, __cost, 512, &__cuacc_k0_1g);
// CHECK-NEXT: if (__how == CUACC_PERSISTENT_GRID) {
// CHECK: unsigned __block[3] = {(unsigned)cuacc_persistent_threads(&__cuacc_r0, 512), 1, 1};
// CHECK-NEXT: if (!cuacc_launch_grid(&__cuacc_r0, &__cuacc_k0_1g, __block, __cost, __args))
// CHECK-NEXT: __how = cuacc_persistent_choice(&__cuacc_r0, __cost, 512, 0);
// CHECK-NEXT: }
// CHECK-NEXT: if (__how == CUACC_PERSISTENT_BLOCK) {
// CHECK: __block[0] = cuacc_persistent_threads(&__cuacc_r0, 512);
// CHECK: cuacc_launch(&__cuacc_r0, &__cuacc_k0_1, __grid, __block, 0, __args);
// CHECK: } else if (__how == CUACC_PERSISTENT_HOST) {
// CHECK: for (long __t{{[0-9]+}} = __l[{{[0-9]+}}]; __t{{[0-9]+}} <= __l[{{[0-9]+}}]; __t{{[0-9]+}} += 1) {
// CHECK: __block[0] = 256;
// Grid kernels: the entry with int counters when they fit (256 threads x 4
// strips a block).
// CHECK: __narrow &= __trips[0] + (long)__grid[0] * 1024 < 2147483647L;
// CHECK-NEXT: if (__narrow)
// CHECK-NEXT: cuacc_launch_i32(&__cuacc_r0, &__cuacc_k0_2, __grid, __block, 0, __args);
// CHECK-NEXT: else
// CHECK-NEXT: cuacc_launch(&__cuacc_r0, &__cuacc_k0_2, __grid, __block, 0, __args);
// CHECK: cuacc_launch(&__cuacc_r0, &__cuacc_k0_3, __grid, __block, 0, __args);
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: cuacc_persistent_done(&__cuacc_r0);
// CHECK-NEXT: }
// CHECK-NEXT: cuacc_region_exit(&__cuacc_r0, __d, 2);

// Pointers that may alias are checked at run time before entering; where
// they are apart and the region runs on the host after all (a false 'if'),
// the function says so (2), for the host version (Exec/host-version.c).
void alias(int n, float *dst, float *src) {
#pragma acc region if(n > 100)
  for (int i = 0; i < n; ++i)
    dst[i] = src[i];
}
// CHECK: int __cuacc_s1 = __cuacc_region1({{.*}}, (n > 100));
// CHECK-SAME: if (__cuacc_s1 != 1)
// CHECK: the host version, where the overlap checks passed:
// CHECK-SAME: __builtin_assume_separate_storage(
// CHECK: if (cuacc_sections_overlap(&__d[1], &__d[0])) {
// CHECK-NEXT: cuacc_region_on_host(&__cuacc_r1, "the sections of 'dst' and 'src' overlap");
// CHECK-NEXT: return 0;
