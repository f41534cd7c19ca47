// The one test that pins the tuning table (lib/Schedule/Tuning.def): every
// width, strip, cap and tile size cuacc picks when the user's clauses do
// not. The mapping tests match any width; a tuning change edits this test
// and the table, and the bench/NOTES entry that measured it.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=tuning %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=tuning,schedule,lowered %s \
// RUN:   | FileCheck --check-prefix=USED %s

// CHECK:      tuning:
// CHECK-NEXT:   BlockX1D = 256 threads: a 1-D grid's block
// CHECK-NEXT:   BlockX2D = 32 threads:
// CHECK-NEXT:   BlockY2D = 8 threads:
// CHECK-NEXT:   BlockZ3D = 1 threads:
// CHECK-NEXT:   StripInner = 4 iterations:
// CHECK-NEXT:   StripZ = 16 iterations:
// CHECK-NEXT:   StripZUnroll = 4 iterations:
// CHECK-NEXT:   StripZWholeAccesses = 16 array references:
// CHECK-NEXT:   StripGridBlocks = 2048 blocks:
// CHECK-NEXT:   MaxBlocksX = 1048576 blocks:
// CHECK-NEXT:   MaxBlocksYZ = 65535 blocks:
// CHECK-NEXT:   ReductionBlocks = 1024 blocks:
// CHECK-NEXT:   ScratchBytes = 268435456 bytes:
// CHECK-NEXT:   LaneMinTrips = 32 iterations:
// CHECK-NEXT:   LaneSplitTrips = 256 iterations:
// CHECK-NEXT:   LaneGridRows = 8 threads:
// CHECK-NEXT:   LaneWarps = 16 warps:
// CHECK-NEXT:   NarrowTrips = 16 iterations:
// CHECK-NEXT:   VectorLoopWidth = 256 threads:
// CHECK-NEXT:   VectorLoopMinTrips = 32 iterations:
// CHECK-NEXT:   PersistentThreads = 512 threads:
// CHECK-NEXT:   TileThreads = 16 threads:
// CHECK-NEXT:   TileCopies = 8 iterations:
// CHECK-NEXT:   TileSmallCopies = 4 iterations:
// CHECK-NEXT:   TileGroup = 4 iterations:
// CHECK-NEXT:   TileSeqStep = 16 iterations:
// CHECK-NEXT:   TileSharedBytes = 49152 bytes:
// CHECK-NEXT:   TileWarpX = 8 threads:
// CHECK-NEXT:   TileMinBlocks = 2 blocks:
// CHECK-NEXT:   TilePad = 4 elements:
// CHECK-NEXT:   ExchangeSpan = 32 iterations:
// CHECK-NEXT:   ExchangeLong = 64 iterations:
// CHECK-NEXT:   ExchangeRows = 8 threads:
// CHECK-NOT:    {{^  [A-Za-z]+ = }}

// The values reach the schedule and the lowered description the printers
// read.
void shapes(int n, float *restrict a, float *restrict b,
            float (*restrict c)[n], float (*restrict d)[n]) {
#pragma acc region
  {
    for (int i = 0; i < n; i++)
      a[i] = b[i] + 1;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        c[i][j] = d[i][j] * 2;
  }
}
// USED: kernel shapes_[[L1:[0-9]+]]_gpu x=line [[L1]] vector(256) chunk(4)
// USED: kernel shapes_[[L2:[0-9]+]]_gpu x=line {{[0-9]+}} vector(32) y=line [[L2]] vector(8) chunk(4)
// USED: grid x: line [[L1]] int i in [(0) .. (n-1)] step 1, threads.x vector(256) chunk(4), at most 1048576 blocks
// USED: strips along x when the grid has 4 x 2048 blocks
// USED: grid y: line [[L2]] int i in [(0) .. (n-1)] step 1, threads.y vector(8) chunk(4), at most 65535 blocks
