// The kernel image cache (CodeGen/ImageCache.h) and the time report
// (-fplugin-arg-cuacc-time-report). A second compile of the same file takes
// both images from the cache and makes the same object; a flag that changes
// an image misses (only that image's entry); an entry that is not whole is a
// miss and the program still builds and runs; a failed compile is never
// kept; the cache off, or a directory that cannot be used, compiles as
// before; compiles of one file at the same time leave whole entries; pruning
// keeps the directory under its size.
// REQUIRES: nvcc
// RUN: rm -rf %t.cache %t.off %t.file %t.ro %t.par
//
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.1.o 2>&1 | FileCheck --check-prefix=COLD %s
// RUN: ls %t.cache | FileCheck --check-prefix=ENTRIES %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.2.o 2>&1 | FileCheck --check-prefix=WARM %s
// RUN: cmp %t.1.o %t.2.o
// COLD: cuacc: compile time of {{.*}}image-cache.c (wall clock)
// COLD-NEXT: s  parse (the planning parse)
// COLD-NEXT: s  analysis
// COLD-NEXT: s  schedule
// COLD-NEXT: s  lower
// COLD-NEXT: s  kernel text
// COLD-NEXT: s  kernel images, at the same time:
// COLD-NEXT: s    device image (compiled)
// COLD-NEXT: s    emulated-device image (compiled)
// COLD-NEXT: s  rewrite
// COLD-NEXT: s  other
// COLD-NEXT: s  total, before Clang compiles the rewritten file
// ENTRIES-COUNT-2: {{^llvmcache-[0-9a-f]{64}$}}
// ENTRIES-NOT: llvmcache-
// WARM: device image (cached)
// WARM-NEXT: emulated-device image (cached)
//
// What the user's flags change misses; what they do not change hits.
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -ffp-contract=off -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -ffast-math -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-maxregcount=64 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=DEVICE-MISS %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -march=haswell -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=EMULATOR-MISS %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O0 -DUNUSED=1 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=WARM %s
// MISS: device image (compiled)
// MISS-NEXT: emulated-device image (compiled)
// DEVICE-MISS: device image (compiled)
// DEVICE-MISS-NEXT: emulated-device image (cached)
// EMULATOR-MISS: device image (cached)
// EMULATOR-MISS-NEXT: emulated-device image (compiled)
//
// Damaged entries are misses, replaced by whole ones; the program built
// from them, and from the cache after, runs on the emulated device.
// RUN: %{python} %S/Inputs/corrupt.py truncate %t.cache/llvmcache-*
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: %{run-emulated} | FileCheck --check-prefix=OUT %s
// RUN: %{python} %S/Inputs/corrupt.py flip %t.cache/llvmcache-*
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=WARM %s
// RUN: %{run-emulated} | FileCheck --check-prefix=OUT %s
// RUN: env ACC_DEVICE=host %t | FileCheck --check-prefix=OUT %s
// RUN: %{python} %S/Inputs/corrupt.py dir %t.cache/llvmcache-*
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: %{run-emulated} | FileCheck --check-prefix=OUT %s
// OUT: sum 83209375.00
//
// A compile that fails is not kept: the second reports it as the first.
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-inject-kernel-error=101 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=FAILED %s
// RUN: env CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-inject-kernel-error=101 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=FAILED %s
// FAILED: image-cache.c:101:9: warning: cuacc: internal error: the kernels generated for this region do not compile
//
// Off (CUACC_CACHE=off, cache=off): nothing is read or written, not even
// the directory.
// RUN: env CUACC_CACHE=off CUACC_CACHE_DIR=%t.cache %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: env CUACC_CACHE=off CUACC_CACHE_DIR=%t.off %cuacc -O2 -c %s -o %t.o
// RUN: env CUACC_CACHE_DIR=%t.off %cuacc -O2 -fplugin-arg-cuacc-cache=off -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: not ls %t.off
//
// A directory that cannot be made or written: compiled, without a word.
// RUN: touch %t.file
// RUN: env CUACC_CACHE_DIR=%t.file/cache %cuacc -O2 -Wall -c %s -o %t.o 2>&1 | count 0
// RUN: mkdir %t.ro && chmod 555 %t.ro
// RUN: env CUACC_CACHE_DIR=%t.ro %cuacc -O2 -Wall -c %s -o %t.o 2>&1 | count 0
// RUN: chmod 755 %t.ro
//
// Four compiles of the file at once, then one that finds whole entries
// (and no temporary file left).
// RUN: env CUACC_CACHE_DIR=%t.par %{python} %S/Inputs/at-once.py 4 %cuacc -O2 -c %s -o %t.par{}.o
// RUN: ls %t.par | FileCheck --check-prefix=ENTRIES %s
// RUN: env CUACC_CACHE_DIR=%t.par %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=WARM %s
//
// Pruning (LLVM's cache policy syntax): a directory over its size loses its
// least recently used entries; a policy that does not parse is ignored.
// RUN: env CUACC_CACHE_DIR=%t.par CUACC_CACHE_POLICY=prune_interval=0s:cache_size_bytes=1k %cuacc -O2 -ffast-math -c %s -o %t.o
// RUN: ls %t.par | FileCheck --check-prefix=PRUNED %s
// RUN: env CUACC_CACHE_DIR=%t.par CUACC_CACHE_POLICY=bogus %cuacc -O2 -fplugin-arg-cuacc-time-report -c %s -o %t.o 2>&1 | FileCheck --check-prefix=MISS %s
// RUN: ls %t.par | FileCheck --check-prefix=ENTRIES %s
// PRUNED-NOT: llvmcache-
// PRUNED: llvmcache.timestamp
#include <stdio.h>

float a[1000], b[1000];

int main(void) {
  for (int i = 0; i < 1000; i++)
    a[i] = i * 0.5f;
#pragma acc region
  for (int i = 0; i < 1000; i++)
    b[i] = a[i] * a[i] + 1.0f;
  double Sum = 0;
  for (int i = 0; i < 1000; i++)
    Sum += b[i];
  printf("sum %.2f\n", Sum);
  return 0;
}
