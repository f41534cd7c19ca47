/*===- cuacc_emu.h - CUDA kernels as host C++, for the emulated device -----===*
 *
 * The cuacc plugin compiles the kernels of a translation unit twice: by nvcc
 * for the GPU, and by Clang as host C++ with this header first, into a
 * shared object embedded next to the GPU image. ACC_DEVICE=emulate runs
 * that object on the CPU, so the generated kernels are exercised where
 * there is no GPU.
 *
 * Faithful where it matters for catching bugs:
 *  - every thread of a block that may synchronize (__syncthreads, warp
 *    shuffles) runs as its own fiber, so barriers and shuffles behave as on
 *    the GPU: a thread runs until it waits, and nothing a thread writes
 *    before a barrier is hidden from one that forgot to wait for it;
 *  - a warp shuffle exchanges values among the 32 lanes of a warp only when
 *    all of them arrive; a barrier that some threads never reach is
 *    reported as a deadlock;
 *  - __shared__ arrays live in one section of the shared object, filled
 *    with a poison pattern (0xff bytes: NaN for floats, -1 for integers)
 *    before each block, so a read of shared memory nobody wrote gives
 *    garbage;
 *  - blocks run one after another on the launching CPU thread (the runtime
 *    launches one kernel at a time), except a cooperative launch's (a
 *    persistent kernel's grid entry), whose blocks run at once, as fibers
 *    of one: a barrier there waits for the whole grid.
 * Kernels that never synchronize run each thread as a plain call.
 *
 * Each kernel K gets a launcher K__emu(grid, block, args) (args as for
 * cuLaunchKernel), which the runtime finds with dlsym. The header includes
 * only C library headers: it is compiled with every file that has regions.
 *
 *===----------------------------------------------------------------------===*/
#ifndef CUACC_EMU_H
#define CUACC_EMU_H

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <ucontext.h>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))

struct uint3 {
  unsigned x, y, z;
};
struct dim3 {
  unsigned x, y, z;
};

namespace cuacc_emu {

/* A fiber switch. On x86-64: the callee-saved registers pushed on the
 * current stack, the stack swapped, theirs popped (ucontext's swapcontext
 * also saves the signal mask, two system calls a switch: 40x slower for a
 * block of 256 threads that shuffle). Elsewhere: ucontext. */
#if !defined(CUACC_EMU_FAST_SWITCH) && defined(__x86_64__)
#define CUACC_EMU_FAST_SWITCH 1
#endif
#if CUACC_EMU_FAST_SWITCH
__attribute__((naked, noinline)) static void fiberSwitch(void **Save,
                                                        void *Load) {
  asm volatile("pushq %rbp\n\tpushq %rbx\n\tpushq %r12\n\tpushq %r13\n\t"
               "pushq %r14\n\tpushq %r15\n\t"
               "movq %rsp, (%rdi)\n\tmovq %rsi, %rsp\n\t"
               "popq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\t"
               "popq %rbx\n\tpopq %rbp\n\tret\n\t");
}
#endif

struct Thread {
#if CUACC_EMU_FAST_SWITCH
  void *Sp = nullptr;
#else
  ucontext_t Context;
#endif
  uint3 Index;
  uint3 BlockIndex; // its block's: one block in flight, or a whole grid's
  unsigned Linear; // within the block
  bool Done = false;
};

constexpr unsigned MaxThreads = 1024;

/// The block in flight: its threads and their meeting points.
struct Block {
  uint3 Index;
  dim3 Dim, GridDim;
  unsigned Threads = 0;
  Thread T[MaxThreads];
  char *Stacks[MaxThreads] = {};
#if CUACC_EMU_FAST_SWITCH
  void *SchedulerSp = nullptr;
#else
  ucontext_t Scheduler;
#endif
  void (*Body)(void *) = nullptr;
  void *Args = nullptr;
  Thread *Current = nullptr;
  bool Fibers = false;
  // A cooperative launch: every block of the grid in flight at once; a
  // block's reductions deposit their values here, by thread.
  bool Cooperative = false;
  alignas(16) unsigned char Deposit[MaxThreads][16];
  // Passes of a barrier or shuffle and thread ends: a round in which this
  // does not move is a deadlock.
  unsigned long Progress = 0;
  // __syncthreads: arrivals in this generation.
  unsigned BarrierArrived = 0, BarrierGeneration = 0;
  // Shuffles, per warp: values by lane, double-buffered by generation.
  struct Warp {
    unsigned Arrived = 0, Generation = 0;
    unsigned long long Value[2][32];
  } Warps[MaxThreads / 32];
};

/* The block in flight on this host thread, made by its first launch. A
 * plain (constant-initialized) thread_local: a dynamic initializer puts a
 * guard check at every threadIdx and blockDim of every kernel, which made
 * the image's -O1 compile 2.4x slower. */
inline Block *&blockSlot() {
  static thread_local Block *B;
  return B;
}
inline Block &block() { return *blockSlot(); }

[[noreturn]] inline void fail(const char *What) {
  Block &B = block();
  fprintf(stderr,
          "cuacc: emulated device: %s (block [%u,%u,%u], thread [%u,%u,%u])\n",
          What, B.Current ? B.Current->BlockIndex.x : B.Index.x,
          B.Current ? B.Current->BlockIndex.y : B.Index.y,
          B.Current ? B.Current->BlockIndex.z : B.Index.z,
          B.Current ? B.Current->Index.x : 0, B.Current ? B.Current->Index.y : 0,
          B.Current ? B.Current->Index.z : 0);
  exit(1);
}

/// Back to the scheduler; the caller checks again when resumed.
inline void wait() {
  Block &B = block();
  if (!B.Fibers)
    fail("a kernel that synchronizes was launched without fibers");
  Thread *Me = B.Current;
#if CUACC_EMU_FAST_SWITCH
  fiberSwitch(&Me->Sp, B.SchedulerSp);
#else
  swapcontext(&Me->Context, &B.Scheduler);
#endif
  B.Current = Me;
}

inline void syncthreads() {
  Block &B = block();
  unsigned Gen = B.BarrierGeneration;
  if (++B.BarrierArrived == B.Threads) {
    B.BarrierArrived = 0;
    ++B.BarrierGeneration;
  } else {
    while (B.BarrierGeneration == Gen)
      wait();
  }
  ++B.Progress;
}

inline unsigned lanesOf(unsigned Warp) {
  unsigned Left = block().Threads - Warp * 32;
  return Left < 32 ? Left : 32;
}

/// Lane arrival in warp W's generation Gen: back when every lane of the
/// warp has arrived.
inline void warpArrive(unsigned W, unsigned Gen) {
  Block &B = block();
  Block::Warp &Wp = B.Warps[W];
  if (++Wp.Arrived == lanesOf(W)) {
    Wp.Arrived = 0;
    ++Wp.Generation;
  } else {
    while (Wp.Generation == Gen)
      wait();
  }
  ++B.Progress;
}

/// __syncwarp: every lane of the warp waits for the others (what one wrote
/// before, the others read after: lane 0's stores between the lane loops
/// of a sequential loop).
inline void syncwarp() {
  unsigned W = block().Current->Linear / 32;
  warpArrive(W, block().Warps[W].Generation);
}

/// Every lane of the warp deposits V; returns what lane From deposited
/// (its own value when From is out of the warp).
template <class T> T exchange(T V, int From) {
  static_assert(sizeof(T) <= 8, "shuffle of a type wider than 8 bytes");
  Block &B = block();
  unsigned Lane = B.Current->Linear % 32, W = B.Current->Linear / 32;
  Block::Warp &Wp = B.Warps[W];
  unsigned Gen = Wp.Generation, Slot = Gen & 1;
  memcpy(&Wp.Value[Slot][Lane], &V, sizeof(T));
  warpArrive(W, Gen);
  if (From < 0 || unsigned(From) >= lanesOf(W))
    return V;
  T Out;
  memcpy(&Out, &Wp.Value[Slot][From], sizeof(T));
  return Out;
}

/// A block's all-reduce in a cooperative launch (its blocks share the
/// __shared__ arrays there): every thread deposits its value, and each
/// combines its own block's in thread order.
template <class Op, class T> T blockAllreduce(T V) {
  static_assert(sizeof(T) <= 16, "a reduction wider than 16 bytes");
  Block &B = block();
  unsigned Me = B.Current->Linear, Per = B.Dim.x * B.Dim.y * B.Dim.z;
  unsigned First = Me / Per * Per;
  memcpy(B.Deposit[Me], &V, sizeof(T));
  syncthreads();
  T R;
  memcpy(&R, B.Deposit[First], sizeof(T));
  for (unsigned I = First + 1; I < First + Per; ++I) {
    T O;
    memcpy(&O, B.Deposit[I], sizeof(T));
    R = Op()(R, O);
  }
  syncthreads();
  return R;
}

/// Where every fiber starts: the kernel body, then back for good.
inline void fiberMain() {
  Block &B = block();
  B.Body(B.Args);
  B.Current->Done = true;
  ++B.Progress;
#if CUACC_EMU_FAST_SWITCH
  void *Dead;
  fiberSwitch(&Dead, B.SchedulerSp);
#else
  setcontext(&B.Scheduler);
#endif
  __builtin_unreachable();
}

/// Fibers of 64 KiB: a kernel's private arrays live there.
constexpr size_t StackBytes = 64 << 10;

} // namespace cuacc_emu

// The section that holds this object's __shared__ arrays (absent when it
// has none).
extern "C" char __start_cuacc_shared[] __attribute__((weak, visibility("hidden")));
extern "C" char __stop_cuacc_shared[] __attribute__((weak, visibility("hidden")));

namespace cuacc_emu {

inline void runBlock() {
  Block &B = block();
  if (__start_cuacc_shared && __stop_cuacc_shared)
    memset(__start_cuacc_shared, 0xff,
           size_t(__stop_cuacc_shared - __start_cuacc_shared));
  if (!B.Fibers) {
    for (unsigned I = 0; I < B.Threads; ++I) {
      B.Current = &B.T[I];
      B.Body(B.Args);
    }
    return;
  }
  for (unsigned I = 0; I < B.Threads; ++I) {
    Thread &T = B.T[I];
    T.Done = false;
    if (!B.Stacks[I] && !(B.Stacks[I] = static_cast<char *>(malloc(StackBytes))))
      fail("out of memory for thread stacks");
    char *Top = B.Stacks[I] + StackBytes;
#if CUACC_EMU_FAST_SWITCH
    // What fiberSwitch pops: six registers, then fiberMain as the return
    // address; the stack then stands as after a call (16-byte aligned + 8).
    auto *Sp = reinterpret_cast<void **>(
        (reinterpret_cast<uintptr_t>(Top) & ~uintptr_t(15)) - 64);
    for (int R = 0; R < 6; ++R)
      Sp[R] = nullptr;
    Sp[6] = reinterpret_cast<void *>(&fiberMain);
    T.Sp = Sp;
#else
    getcontext(&T.Context);
    T.Context.uc_stack.ss_sp = B.Stacks[I];
    T.Context.uc_stack.ss_size = StackBytes;
    T.Context.uc_link = nullptr;
    makecontext(&T.Context, fiberMain, 0);
    (void)Top;
#endif
  }
  B.BarrierArrived = 0;
  for (Block::Warp &W : B.Warps)
    W.Arrived = 0;
  // Round robin: each unfinished thread runs until it waits or ends.
  for (;;) {
    unsigned long Before = B.Progress;
    bool Left = false;
    for (unsigned I = 0; I < B.Threads; ++I) {
      Thread &T = B.T[I];
      if (T.Done)
        continue;
      Left = true;
      B.Current = &T;
#if CUACC_EMU_FAST_SWITCH
      fiberSwitch(&B.SchedulerSp, T.Sp);
#else
      swapcontext(&B.Scheduler, &T.Context);
#endif
    }
    if (!Left)
      break;
    if (B.Progress == Before) {
      B.Current = nullptr;
      fail("deadlock: threads wait at __syncthreads() or a warp shuffle "
           "that other threads of the block never reach");
    }
  }
  B.Current = nullptr;
}

/// Runs Body(Args) once per thread of every block of the grid.
inline void launch(const unsigned Grid[3], const unsigned Dim[3], bool Fibers,
                   void (*Body)(void *), void *Args, bool Cooperative = false) {
  Block *&Slot = blockSlot();
  if (!Slot)
    Slot = new Block();
  Block &B = *Slot;
  B.Dim = {Dim[0], Dim[1], Dim[2]};
  B.GridDim = {Grid[0], Grid[1], Grid[2]};
  B.Threads = Dim[0] * Dim[1] * Dim[2];
  if (B.Threads == 0 || B.Threads > MaxThreads)
    fail("a block of more than 1024 threads");
  B.Fibers = Fibers;
  B.Cooperative = Cooperative;
  B.Body = Body;
  B.Args = Args;
  for (unsigned I = 0; I < B.Threads; ++I) {
    B.T[I].Index = {I % Dim[0], I / Dim[0] % Dim[1], I / (Dim[0] * Dim[1])};
    B.T[I].Linear = I;
  }
  if (Cooperative) {
    // Every block at once, as fibers of one: a barrier waits for the whole
    // grid (a persistent kernel's grid entry, __cuacc_persistent_sync).
    unsigned PerBlock = B.Threads;
    unsigned Blocks = Grid[0] * Grid[1] * Grid[2];
    if (Blocks * PerBlock > MaxThreads)
      fail("a cooperative grid of more than 1024 threads");
    B.Threads = Blocks * PerBlock;
    for (unsigned I = 0; I < B.Threads; ++I) {
      unsigned In = I % PerBlock, Bk = I / PerBlock;
      B.T[I].Index = {In % Dim[0], In / Dim[0] % Dim[1], In / (Dim[0] * Dim[1])};
        B.T[I].Linear = I;
      B.T[I].BlockIndex = {Bk % Grid[0], Bk / Grid[0] % Grid[1],
                           Bk / (Grid[0] * Grid[1])};
    }
    B.Index = {0, 0, 0};
    runBlock();
    return;
  }
  for (unsigned Z = 0; Z < Grid[2]; ++Z)
    for (unsigned Y = 0; Y < Grid[1]; ++Y)
      for (unsigned X = 0; X < Grid[0]; ++X) {
        B.Index = {X, Y, Z};
        for (unsigned I = 0; I < B.Threads; ++I)
          B.T[I].BlockIndex = B.Index;
        runBlock();
      }
}

} // namespace cuacc_emu

#define threadIdx (cuacc_emu::block().Current->Index)
#define blockIdx (cuacc_emu::block().Current->BlockIndex)
#define blockDim (cuacc_emu::block().Dim)
#define gridDim (cuacc_emu::block().GridDim)
#define warpSize 32

/* One copy for the block in flight (blocks run one at a time), in the
 * section poisoned before each block. */
#define __shared__ static __attribute__((section("cuacc_shared")))

inline void __syncthreads() { cuacc_emu::syncthreads(); }
inline void __syncwarp(unsigned = 0xffffffffu) { cuacc_emu::syncwarp(); }

template <class T> T __shfl_sync(unsigned, T V, int Src, int = 32) {
  return cuacc_emu::exchange(V, Src);
}
template <class T> T __shfl_down_sync(unsigned, T V, unsigned D, int = 32) {
  int Lane = int(cuacc_emu::block().Current->Linear % 32);
  return cuacc_emu::exchange(V, Lane + int(D));
}
template <class T> T __shfl_up_sync(unsigned, T V, unsigned D, int = 32) {
  int Lane = int(cuacc_emu::block().Current->Linear % 32);
  return cuacc_emu::exchange(V, Lane - int(D));
}
template <class T> T __shfl_xor_sync(unsigned, T V, int Mask, int = 32) {
  int Lane = int(cuacc_emu::block().Current->Linear % 32);
  return cuacc_emu::exchange(V, Lane ^ Mask);
}

template <class T> T atomicCAS(T *P, T Compare, T Value) {
  __atomic_compare_exchange_n(P, &Compare, Value, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return Compare;
}
template <class T> T atomicAdd(T *P, T V) {
  if constexpr (std::is_floating_point<T>::value) {
    T Old;
    __atomic_load(P, &Old, __ATOMIC_SEQ_CST);
    for (;;) {
      T New = Old + V;
      if (__atomic_compare_exchange(P, &Old, &New, false, __ATOMIC_SEQ_CST,
                                    __ATOMIC_SEQ_CST))
        return Old;
    }
  } else {
    return __atomic_fetch_add(P, V, __ATOMIC_SEQ_CST);
  }
}
template <class T> T __ldg(const T *P) { return *P; }

#endif
