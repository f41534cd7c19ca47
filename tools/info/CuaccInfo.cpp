//===- CuaccInfo.cpp - cuacc-info: the GPUs the runtime sees ---------------===//
//
// Like PGI's pgaccelinfo: lists each CUDA device with what matters for
// tuning (compute capability, multiprocessors, memory, clocks). Uses the
// runtime's own driver loading, so it sees exactly what programs will see.
// Exit status: 0 with at least one device, 1 otherwise (and says why).
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include <cstdio>
#include <cstring>

namespace cuacc::rt {
CudaDriver &mutableDriver();
}
using namespace cuacc::rt;

int main(int argc, char **argv) {
  if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
    printf("usage: cuacc-info\n  Lists the CUDA devices cuacc programs "
           "can use; exits 1 when there is none.\n");
    return 0;
  }
  std::string Why;
  if (!mutableDriver().load(Why)) {
    fprintf(stderr, "cuacc-info: %s; programs will run their regions on "
                    "the host\n", Why.c_str());
    return 1;
  }
  const CudaDriver &D = *driver();
  int Count = 0, Version = 0;
  if (D.cuInit(0) != CUDA_SUCCESS || D.cuDeviceGetCount(&Count) != CUDA_SUCCESS ||
      Count == 0) {
    fprintf(stderr, "cuacc-info: the CUDA driver finds no device; programs "
                    "will run their regions on the host\n");
    return 1;
  }
  D.cuDriverGetVersion(&Version);
  printf("CUDA Driver Version:           %d.%d\n", Version / 1000,
         Version % 1000 / 10);
  for (int I = 0; I < Count; ++I) {
    CUdevice Dev;
    CUACC_CHECK(D.cuDeviceGet(&Dev, I));
    char Name[256] = {0};
    D.cuDeviceGetName(Name, sizeof Name, Dev);
    auto Attr = [&](int A) {
      int V = 0;
      D.cuDeviceGetAttribute(&V, A, Dev);
      return V;
    };
    size_t Mem = 0;
    D.cuDeviceTotalMem(&Mem, Dev);
    printf("\nDevice Number:                 %d\n", I);
    printf("Device Name:                   %s\n", Name);
    printf("Device Revision Number:        %d.%d\n",
           Attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
           Attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR));
    printf("Global Memory Size:            %zu (%.1f GiB)\n", Mem,
           Mem / 1073741824.0);
    printf("Number of Multiprocessors:     %d\n",
           Attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT));
    printf("Clock Rate:                    %d MHz\n",
           Attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE) / 1000);
    printf("Memory Clock Rate:             %d MHz\n",
           Attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE) / 1000);
    printf("Memory Bus Width:              %d bits\n",
           Attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH));
    printf("Max Threads per Block:         %d\n",
           Attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
  }
  return 0;
}
