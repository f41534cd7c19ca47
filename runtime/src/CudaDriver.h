//===- CudaDriver.h - the CUDA driver API, loaded at run time ---*- C++ -*-===//
//
// The few driver types and entry points the runtime uses, declared here (from
// the CUDA driver API reference) so that libcuaccrt needs neither cuda.h to
// build nor libcuda to link: the driver is dlopen'ed at first use, and a
// program runs on the host path where there is none.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_CUDADRIVER_H
#define CUACC_RUNTIME_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace cuacc::rt {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUgraph = struct CUgraph_st *;
using CUgraphExec = struct CUgraphExec_st *;
using CUgraphNode = struct CUgraphNode_st *;

/// cuGraphExecUpdate's report (its result and the nodes it stopped at).
struct CUgraphExecUpdateResultInfo {
  int result;
  CUgraphNode errorNode, errorFromNode;
};
constexpr int CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;
constexpr int CU_MEMORYTYPE_HOST = 1;
constexpr int CU_MEMORYTYPE_DEVICE = 2;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1;
constexpr int CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13;
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
constexpr int CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36;
constexpr int CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95;

struct CUDA_MEMCPY2D {
  size_t srcXInBytes, srcY;
  int srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  void *srcArray;
  size_t srcPitch;
  size_t dstXInBytes, dstY;
  int dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  void *dstArray;
  size_t dstPitch;
  size_t WidthInBytes, Height;
};

/// The entry points, resolved by name from libcuda.so.1.
struct CudaDriver {
#define CUACC_CUDA_FUNCTIONS(X)                                                \
  X(cuInit, "cuInit", CUresult (*)(unsigned))                                  \
  X(cuDriverGetVersion, "cuDriverGetVersion", CUresult (*)(int *))             \
  X(cuDeviceGetCount, "cuDeviceGetCount", CUresult (*)(int *))                 \
  X(cuDeviceGet, "cuDeviceGet", CUresult (*)(CUdevice *, int))                 \
  X(cuDeviceGetName, "cuDeviceGetName", CUresult (*)(char *, int, CUdevice))   \
  X(cuDeviceGetPCIBusId, "cuDeviceGetPCIBusId",                                \
    CUresult (*)(char *, int, CUdevice))                                       \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute",                              \
    CUresult (*)(int *, int, CUdevice))                                        \
  X(cuDeviceTotalMem, "cuDeviceTotalMem_v2",                                   \
    CUresult (*)(size_t *, CUdevice))                                          \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",                      \
    CUresult (*)(CUcontext *, CUdevice))                                       \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2",                 \
    CUresult (*)(CUdevice))                                                    \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult (*)(CUcontext))               \
  X(cuCtxSynchronize, "cuCtxSynchronize", CUresult (*)())                      \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult (*)(CUdeviceptr *, size_t))          \
  X(cuMemFree, "cuMemFree_v2", CUresult (*)(CUdeviceptr))                      \
  X(cuMemAllocHost, "cuMemAllocHost_v2", CUresult (*)(void **, size_t))        \
  X(cuMemFreeHost, "cuMemFreeHost", CUresult (*)(void *))                      \
  X(cuMemcpyHtoD, "cuMemcpyHtoD_v2",                                           \
    CUresult (*)(CUdeviceptr, const void *, size_t))                           \
  X(cuMemcpyDtoH, "cuMemcpyDtoH_v2",                                           \
    CUresult (*)(void *, CUdeviceptr, size_t))                                 \
  X(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2",                                 \
    CUresult (*)(CUdeviceptr, const void *, size_t, CUstream))                 \
  X(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2",                                 \
    CUresult (*)(void *, CUdeviceptr, size_t, CUstream))                       \
  X(cuMemcpy2D, "cuMemcpy2D_v2", CUresult (*)(const CUDA_MEMCPY2D *))          \
  X(cuMemsetD8Async, "cuMemsetD8Async",                                        \
    CUresult (*)(CUdeviceptr, unsigned char, size_t, CUstream))                \
  X(cuMemcpy2DAsync, "cuMemcpy2DAsync_v2",                                     \
    CUresult (*)(const CUDA_MEMCPY2D *, CUstream))                             \
  X(cuStreamCreate, "cuStreamCreate", CUresult (*)(CUstream *, unsigned))      \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult (*)(CUstream))        \
  X(cuEventCreate, "cuEventCreate", CUresult (*)(CUevent *, unsigned))         \
  X(cuEventRecord, "cuEventRecord", CUresult (*)(CUevent, CUstream))           \
  X(cuEventSynchronize, "cuEventSynchronize", CUresult (*)(CUevent))           \
  X(cuEventElapsedTime, "cuEventElapsedTime",                                  \
    CUresult (*)(float *, CUevent, CUevent))                                   \
  X(cuModuleLoadData, "cuModuleLoadData",                                      \
    CUresult (*)(CUmodule *, const void *))                                    \
  X(cuModuleGetGlobal, "cuModuleGetGlobal_v2",                                \
    CUresult (*)(CUdeviceptr *, size_t *, CUmodule, const char *))             \
  X(cuModuleGetFunction, "cuModuleGetFunction",                                \
    CUresult (*)(CUfunction *, CUmodule, const char *))                        \
  X(cuLaunchKernel, "cuLaunchKernel",                                          \
    CUresult (*)(CUfunction, unsigned, unsigned, unsigned, unsigned,           \
                 unsigned, unsigned, unsigned, CUstream, void **, void **))    \
  X(cuLaunchCooperativeKernel, "cuLaunchCooperativeKernel",                  \
    CUresult (*)(CUfunction, unsigned, unsigned, unsigned, unsigned,           \
                 unsigned, unsigned, unsigned, CUstream, void **))             \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor,                               \
    "cuOccupancyMaxActiveBlocksPerMultiprocessor",                             \
    CUresult (*)(int *, CUfunction, int, size_t))                              \
  X(cuGetErrorName, "cuGetErrorName", CUresult (*)(CUresult, const char **))   \
  X(cuGetErrorString, "cuGetErrorString",                                      \
    CUresult (*)(CUresult, const char **))                                     \
  X(cuMemGetInfo, "cuMemGetInfo_v2", CUresult (*)(size_t *, size_t *))
/// Entry points the runtime can do without (an older driver lacks them):
/// null where absent.
#define CUACC_OPTIONAL_CUDA_FUNCTIONS(X)                                       \
  X(cuStreamBeginCapture, "cuStreamBeginCapture_v2",                           \
    CUresult (*)(CUstream, int))                                               \
  X(cuStreamEndCapture, "cuStreamEndCapture", CUresult (*)(CUstream, CUgraph *)) \
  X(cuGraphGetNodes, "cuGraphGetNodes",                                        \
    CUresult (*)(CUgraph, CUgraphNode *, size_t *))                            \
  X(cuGraphInstantiate, "cuGraphInstantiateWithFlags",                         \
    CUresult (*)(CUgraphExec *, CUgraph, unsigned long long))                  \
  X(cuGraphExecUpdate, "cuGraphExecUpdate_v2",                                 \
    CUresult (*)(CUgraphExec, CUgraph, CUgraphExecUpdateResultInfo *))         \
  X(cuGraphLaunch, "cuGraphLaunch", CUresult (*)(CUgraphExec, CUstream))       \
  X(cuGraphExecDestroy, "cuGraphExecDestroy", CUresult (*)(CUgraphExec))       \
  X(cuGraphDestroy, "cuGraphDestroy", CUresult (*)(CUgraph))
#define CUACC_DECLARE(Field, Symbol, Type)                                     \
  using Field##_t = Type;                                                      \
  Field##_t Field = nullptr;
  CUACC_CUDA_FUNCTIONS(CUACC_DECLARE)
  CUACC_OPTIONAL_CUDA_FUNCTIONS(CUACC_DECLARE)
#undef CUACC_DECLARE
  /// Whether every graph entry point above was found.
  bool HasGraphs = false;

  /// Loads the driver; false (with the reason) when there is none.
  bool load(std::string &Why);
};

/// The driver, once loaded (null before and where there is none).
const CudaDriver *driver();

/// What the runtime is doing when a call fails: for the error message.
struct CallContext {
  const char *File = nullptr, *Function = nullptr;
  int Line = 0;
  const char *Kernel = nullptr; ///< the last kernel launched, if any
};
CallContext &currentContext();

/// Checks a driver call: on failure prints the region, the call and CUDA's
/// name and description of the error, and exits with status 1.
void check(CUresult R, const char *Call);

} // namespace cuacc::rt

#define CUACC_CHECK(CALL) ::cuacc::rt::check((CALL), #CALL)

#endif
