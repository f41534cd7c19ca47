// Schedule choice around kernels: loops the host runs, serial kernels for
// the statements between parallel loops.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

// A time loop around parallel loops runs on the host; serial statements
// between kernels run in a single-thread kernel.
void timeloop(int n, int steps, float *restrict a, float *restrict b) {
#pragma acc region
  {
    a[0] = 0;
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < n - 1; ++i)
        b[i] = (a[i - 1] + a[i + 1]) / 2;
      b[0] = b[1];
      for (int i = 1; i < n - 1; ++i)
        a[i] = b[i];
    }
  }
}
// CHECK-LABEL: timeloop: region at line 8:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel timeloop_10_gpu serial{{$}}
// The time loop in one block, or (where the runtime finds that costs
// less) on the host around the kernels.
// CHECK-NEXT:   kernel timeloop_11_gpu serial persistent vector({{[0-9]+}}) line 12 vector({{[0-9]+}}) line 15 thread-0 statements 1 inner line 11 line 12 line 15
// CHECK-NEXT:   or, where it costs less:
// CHECK-NEXT:     host loop line 11
// CHECK-NEXT:       kernel timeloop_12_gpu x=line 12 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}
// CHECK-NEXT:       kernel timeloop_14_gpu serial{{$}}
// CHECK-NEXT:       kernel timeloop_15_gpu x=line 15 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}
