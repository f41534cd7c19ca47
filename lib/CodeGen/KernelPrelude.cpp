//===- KernelPrelude.cpp - kernel file prelude, emulated entries ----------===//
//
// The shared text of every generated .cu (reduction operators, warp and
// atomic helpers), the operator and identity of each reduction, and the
// host entry points through which the emulated device runs each kernel.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/KernelPrinter.h"
#include "Transform/CudaNames.h"

using namespace cuacc;

namespace {

/// A floating max or min combines as its statements pick, a the partial so
/// far (the variable's own value first), b the next (Analysis/Scalars.h,
/// Pick): v CMP m ? v : m takes b, v CMP m ? m : v keeps a. fmax and fmin
/// as the host's x86-64 build computes them (a NaN first argument gives the
/// second; equal values give the first), which a GPU's max instruction need
/// not: _r for fmax(v, m).
const char *floatingPicks() {
  return R"(#define __CUACC_PICK(Name, Expr) struct Name { template <class T> __device__ T operator()(T a, T b) const { return Expr; } };
__CUACC_PICK(__cuacc_take_gt, b > a ? b : a)
__CUACC_PICK(__cuacc_take_ge, b >= a ? b : a)
__CUACC_PICK(__cuacc_take_lt, b < a ? b : a)
__CUACC_PICK(__cuacc_take_le, b <= a ? b : a)
__CUACC_PICK(__cuacc_keep_gt, b > a ? a : b)
__CUACC_PICK(__cuacc_keep_ge, b >= a ? a : b)
__CUACC_PICK(__cuacc_keep_lt, b < a ? a : b)
__CUACC_PICK(__cuacc_keep_le, b <= a ? a : b)
__CUACC_PICK(__cuacc_fmax, a != a ? b : b > a ? b : a)
__CUACC_PICK(__cuacc_fmax_r, b != b ? a : a > b ? a : b)
__CUACC_PICK(__cuacc_fmin, a != a ? b : b < a ? b : a)
__CUACC_PICK(__cuacc_fmin_r, b != b ? a : a < b ? a : b)
#undef __CUACC_PICK
)";
}

/// <math.h>'s classification macros (and the C++ library's functions of
/// their names) with C's values on either device: isinf's sign (glibc's
/// isinf is __builtin_isinf_sign), signbit as 0 or 1, and isnormal and
/// fpclassify, which CUDA does not have (Analysis/DeviceMath.h).
const char *classifications() {
  return R"(template <class T> __device__ int __cuacc_isnan(T x) { return std::isnan(x) ? 1 : 0; }
template <class T> __device__ int __cuacc_isinf(T x) { return std::isinf(x) ? 1 : 0; }
template <class T> __device__ int __cuacc_isinf_sign(T x) { return std::isinf(x) ? (std::signbit(x) ? -1 : 1) : 0; }
template <class T> __device__ int __cuacc_isfinite(T x) { return std::isfinite(x) ? 1 : 0; }
template <class T> __device__ int __cuacc_signbit(T x) { return std::signbit(x) ? 1 : 0; }
template <class T> __device__ int __cuacc_isnormal(T x) {
  return std::isfinite(x) && (x < 0 ? -x : x) >= (sizeof(T) == sizeof(float) ? (T)FLT_MIN : (T)DBL_MIN);
}
template <class T> __device__ int __cuacc_fpclassify(int nan, int inf, int normal, int sub, int zero, T x) {
  return std::isnan(x) ? nan : std::isinf(x) ? inf : x == 0 ? zero : __cuacc_isnormal(x) ? normal : sub;
}
// acc_on_device in a kernel (accel.h: default 1, not_host 3, nvidia 4).
__device__ inline int __cuacc_on_device(int t) { return t == 1 || t == 3 || t == 4; }
)";
}

/// The combining of reduction partials: warp shuffles and atomics of every
/// width a reduction may have (below 32 bits, 32 and 64, 128).
const char *reductionHelpers() {
  return R"(// Shuffles of every reduction type: below 32 bits through an int (the
// values fit), 128 bits in two halves.
template <bool Xor, class W> __device__ W __cuacc_shuffle_word(W w, int o) {
  return Xor ? __shfl_xor_sync(0xffffffffu, w, o) : __shfl_down_sync(0xffffffffu, w, o);
}
template <bool Xor, class T> __device__ T __cuacc_shuffle(T v, int o) {
  if constexpr (sizeof(T) < 4) {
    return (T)__cuacc_shuffle_word<Xor>((int)v, o);
  } else if constexpr (sizeof(T) > 8) {
    unsigned long long h[2];
    memcpy(h, &v, sizeof h);
    h[0] = __cuacc_shuffle_word<Xor>(h[0], o);
    h[1] = __cuacc_shuffle_word<Xor>(h[1], o);
    memcpy(&v, h, sizeof h);
    return v;
  } else {
    return __cuacc_shuffle_word<Xor>(v, o);
  }
}
template <class Op, class T> __device__ T __cuacc_warp_reduce(T v) {
  for (int o = 16; o > 0; o >>= 1)
    v = Op()(v, __cuacc_shuffle<false>(v, o));
  return v;
}
template <class Op, class T> __device__ T __cuacc_lane_allreduce(T v) {
  for (int o = 16; o > 0; o >>= 1)
    v = Op()(v, __cuacc_shuffle<true>(v, o));
  return v;
}
template <class Op, class T> __device__ T __cuacc_block_allreduce(T v, T *part) {
  __syncthreads();
  part[threadIdx.x] = v;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (threadIdx.x % (2 * s) == 0 && threadIdx.x + s < blockDim.x)
      part[threadIdx.x] = Op()(part[threadIdx.x], part[threadIdx.x + s]);
    __syncthreads();
  }
  return part[0];
}
template <class Op, class T> __device__ void __cuacc_atomic(T *p, T v);
// Below 32 bits: a compare-and-swap of the aligned word holding *p, its
// other bytes kept (little-endian: *p is at byte p % 4).
template <class Op, class T> __device__ void __cuacc_atomic_narrow(T *p, T v) {
  unsigned int *w = reinterpret_cast<unsigned int *>((unsigned long long)p & ~3ull);
  unsigned shift = ((unsigned long long)p & 3) * 8;
  unsigned mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << shift;
  unsigned old = *w, assumed;
  do {
    assumed = old;
    unsigned bits = (assumed & mask) >> shift, nbits = 0;
    T cur;
    memcpy(&cur, &bits, sizeof(T));
    T next = Op()(cur, v);
    memcpy(&nbits, &next, sizeof(T));
    old = atomicCAS(w, assumed, (assumed & ~mask) | (nbits << shift));
  } while (assumed != old);
}
// 128 bits: a sum adds the low halves, then the high halves with the low
// addition's carry (each atomic add sees the exact value before it, so the
// carries add up); bitwise operators work on each half alone.
template <class Op, class T> __device__ void __cuacc_atomic_wide(T *p, T v) {
  unsigned long long h[2], *a = reinterpret_cast<unsigned long long *>(p);
  memcpy(h, &v, sizeof h);
  if constexpr (std::is_same<Op, __cuacc_sum>::value) {
    unsigned long long was = atomicAdd(a, h[0]);
    atomicAdd(a + 1, h[1] + (was + h[0] < was ? 1ull : 0ull));
  } else {
    __cuacc_atomic<Op>(a, h[0]);
    __cuacc_atomic<Op>(a + 1, h[1]);
  }
}
template <class Op, class T> __device__ void __cuacc_atomic(T *p, T v) {
  if constexpr (sizeof(T) < 4) {
    __cuacc_atomic_narrow<Op>(p, v);
  } else if constexpr (sizeof(T) > 8) {
    __cuacc_atomic_wide<Op>(p, v);
  } else {
    typedef typename std::conditional<sizeof(T) == 4, unsigned int, unsigned long long>::type U;
    U *a = reinterpret_cast<U *>(p);
    U old = *a, assumed;
    do {
      assumed = old;
      T cur;
      memcpy(&cur, &assumed, sizeof(T));
      T next = Op()(cur, v);
      U bits;
      memcpy(&bits, &next, sizeof(T));
      old = atomicCAS(a, assumed, bits);
    } while (assumed != old);
  }
}
template <> __device__ void __cuacc_atomic<__cuacc_sum, float>(float *p, float v) { atomicAdd(p, v); }
template <> __device__ void __cuacc_atomic<__cuacc_sum, double>(double *p, double v) { atomicAdd(p, v); }
template <> __device__ void __cuacc_atomic<__cuacc_sum, int>(int *p, int v) { atomicAdd(p, v); }
)";
}

} // namespace

std::string cuacc::cudaPrelude() {
  // Reductions: a warp-shuffle tree, then one atomic per warp (atomicAdd for
  // sums, a compare-and-swap loop for the other operators).
  return R"(// Generated by cuacc: the kernels of one translation unit.
#include <climits>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <type_traits>
struct __cuacc_sum { template <class T> __device__ T operator()(T a, T b) const { return a + b; } };
struct __cuacc_prod { template <class T> __device__ T operator()(T a, T b) const { return a * b; } };
struct __cuacc_max { template <class T> __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
struct __cuacc_min { template <class T> __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
)" + std::string(floatingPicks()) + R"(struct __cuacc_band { template <class T> __device__ T operator()(T a, T b) const { return a & b; } };
struct __cuacc_bor { template <class T> __device__ T operator()(T a, T b) const { return a | b; } };
struct __cuacc_bxor { template <class T> __device__ T operator()(T a, T b) const { return a ^ b; } };
struct __cuacc_land { template <class T> __device__ T operator()(T a, T b) const { return a && b; } };
struct __cuacc_lor { template <class T> __device__ T operator()(T a, T b) const { return a || b; } };
)" + std::string(reductionHelpers()) + R"(// Tiles (CodeGen/TilePrinter.cpp): four floats of a 16-byte aligned shared
// row in one read; alignment and launch bounds where no CUDA header says them.
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
#ifndef __launch_bounds__
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#endif
struct __align__(16) __cuacc_f4 { float x, y, z, w; };
#ifdef CUACC_EMU_H
__device__ inline void __cuacc_ld4(float *r, const float *s) { memcpy(r, s, 4 * sizeof(float)); }
#else
__device__ __forceinline__ void __cuacc_ld4(float *r, const float *s) { *reinterpret_cast<__cuacc_f4 *>(r) = *reinterpret_cast<const __cuacc_f4 *>(s); }
#endif
// A tile element into shared memory (zero when !ok, src then unread):
// cp.async on sm_80 and later, which __cuacc_cp_wait completes.
template <class T> __device__ __forceinline__ void __cuacc_cp_async(T *dst, const T *src, bool ok) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800 && defined(__NVCC__)
  if constexpr (sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16) {
    unsigned s = (unsigned)__cvta_generic_to_shared(dst);
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" :: "r"(s), "l"(src), "n"(sizeof(T)), "r"(ok ? (int)sizeof(T) : 0) : "memory");
    return;
  }
#endif
  *dst = ok ? *src : T(0);
}
__device__ __forceinline__ void __cuacc_cp_wait() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800 && defined(__NVCC__)
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}
)" + std::string(classifications());
}

std::string cuacc::emulatorLauncher(const KernelDesc &K) {
  std::string Out;
  std::vector<std::string> Names{K.Name};
  if (K.narrowEntry())
    Names.push_back(K.Name + "_i32");
  if (K.Tiling) // tiled entries meet at barriers
    Names.push_back(K.Name + "_tiled");
  for (const std::string &Name : Names) {
    Out += "static void " + Name + "__thread(void *__a) {\n" +
           "  void **args = (void **)__a;\n  " + Name + "(";
    for (size_t I = 0; I < K.Params.size(); ++I)
      Out += (I ? ", " : "") + std::string("*(") +
             renameForCuda(K.Params[I].Type) + " *)args[" + std::to_string(I) +
             "]";
    Out += ");\n}\nextern \"C\" void " + Name +
           "__emu(const unsigned *grid, const unsigned *block, void **args) "
           "{\n  cuacc_emu::launch(grid, block, " +
           (K.synchronizes() || Name.find("_tiled") != std::string::npos
                ? "true"
                : "false") +
           ", " + Name +
           "__thread, args);\n}\n";
  }
  return Out;
}
