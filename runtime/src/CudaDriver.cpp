//===- CudaDriver.cpp - the CUDA driver API, loaded at run time -----------===//

#include "CudaDriver.h"
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>

using namespace cuacc::rt;

static CudaDriver TheDriver;
static bool Loaded = false;

bool CudaDriver::load(std::string &Why) {
  // CUACC_LIBCUDA names another library (tests use a missing one to check
  // the path taken on machines without a driver).
  const char *Name = getenv("CUACC_LIBCUDA");
  if (!Name || !*Name)
    Name = "libcuda.so.1";
  void *H = dlopen(Name, RTLD_NOW | RTLD_LOCAL);
  if (!H) {
    Why = std::string("no CUDA driver (") + Name + " cannot be loaded)";
    return false;
  }
#define CUACC_RESOLVE(Field, Symbol, Type)                                     \
  Field = reinterpret_cast<Field##_t>(dlsym(H, Symbol));                          \
  if (!Field) {                                                                \
    Why = std::string("the CUDA driver lacks ") + Symbol;                      \
    return false;                                                              \
  }
  CUACC_CUDA_FUNCTIONS(CUACC_RESOLVE)
#undef CUACC_RESOLVE
  HasGraphs = true;
#define CUACC_RESOLVE_OPTIONAL(Field, Symbol, Type)                            \
  Field = reinterpret_cast<Field##_t>(dlsym(H, Symbol));                       \
  HasGraphs &= Field != nullptr;
  CUACC_OPTIONAL_CUDA_FUNCTIONS(CUACC_RESOLVE_OPTIONAL)
#undef CUACC_RESOLVE_OPTIONAL
  Loaded = true;
  return true;
}

const CudaDriver *cuacc::rt::driver() { return Loaded ? &TheDriver : nullptr; }

namespace cuacc::rt {
CudaDriver &mutableDriver() { return TheDriver; }
} // namespace cuacc::rt

CallContext &cuacc::rt::currentContext() {
  static thread_local CallContext C;
  return C;
}

void cuacc::rt::check(CUresult R, const char *Call) {
  if (R == CUDA_SUCCESS)
    return;
  const char *Name = "?", *Text = "?";
  if (Loaded) {
    TheDriver.cuGetErrorName(R, &Name);
    TheDriver.cuGetErrorString(R, &Text);
  }
  const CallContext &C = currentContext();
  // Call is the source text of the CUACC_CHECK argument, e.g.
  // "D.cuMemAlloc(&P, Bytes)" or "driver()->cuInit(0)": keep the cu... name.
  std::string Fn(Call);
  size_t Start = Fn.find("cu");
  while (Start != std::string::npos && Start > 0 &&
         (isalnum((unsigned char)Fn[Start - 1]) || Fn[Start - 1] == '_'))
    Start = Fn.find("cu", Start + 1);
  if (Start != std::string::npos) {
    size_t End = Start;
    while (End < Fn.size() &&
           (isalnum((unsigned char)Fn[End]) || Fn[End] == '_'))
      ++End;
    Fn = Fn.substr(Start, End - Start);
  }
  fprintf(stderr, "cuacc: CUDA error in %s", Fn.c_str());
  if (C.File)
    fprintf(stderr, " (region at %s:%d, function %s)", C.File, C.Line,
            C.Function);
  if (C.Kernel)
    fprintf(stderr, " after kernel %s", C.Kernel);
  fprintf(stderr, ": %s: %s\n", Name, Text);
  fflush(stderr);
  exit(1);
}
